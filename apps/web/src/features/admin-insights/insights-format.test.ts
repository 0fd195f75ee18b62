import { describe, expect, it } from 'vitest';
import { wrapLabel } from './insights-format';

describe('chart axis labels', () => {
  it('keep a short name on one line', () => {
    expect(wrapLabel('Q1 · Pods')).toEqual(['Q1 · Pods']);
  });

  it('break a long name between words instead of cutting it', () => {
    expect(wrapLabel('Q3 · Kubernetes fundamentals: configuring workloads')).toEqual([
      'Q3 · Kubernetes',
      'fundamentals:',
      'configuring workloads',
    ]);
  });

  it('shorten only what does not fit in three lines, and a word longer than a line', () => {
    expect(wrapLabel('one two three four five six seven eight nine ten eleven twelve thirteen', 10)).toEqual([
      'one two',
      'three four',
      'five six…',
    ]);
    expect(wrapLabel('Supercalifragilisticexpialidocious', 10)).toEqual(['Supercali…']);
  });
});
