import { describe, expect, it } from 'vitest';
import { labFolder } from './lab-address';

describe('labFolder', () => {
  it.each([
    ['/courses/k8s/lessons/deploy/lab', '/courses/k8s/lessons/deploy'],
    ['/courses/k8s/lessons/deploy/lab/', '/courses/k8s/lessons/deploy'],
    ['/courses/k8s/lessons/deploy', '/courses/k8s/lessons/deploy'],
    ['/guides/rolling-updates/lab', '/guides/rolling-updates'],
    ['/guides', null],
    ['/courses/k8s', null],
  ])('%s trims to %s', (pathname, folder) => {
    expect(labFolder(pathname)).toBe(folder);
  });
});
