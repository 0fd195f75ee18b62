import { describe, expect, it } from 'vitest';
import { contractPath } from './api-client';

describe('contractPath', () => {
  it('fills each :name from the parameters, encoded, relative to the API base', () => {
    expect(contractPath('/api/lessons/:courseSlug/:lessonSlug', { courseSlug: 'k8s basics', lessonSlug: 'a/b' })).toBe(
      '/lessons/k8s%20basics/a%2Fb',
    );
  });

  it('leaves a path without parameters as it is, without its /api prefix', () => {
    expect(contractPath('/api/courses/list', undefined)).toBe('/courses/list');
  });
});
