import { describe, expect, it } from 'vitest';
import { allowedEdits, editDistance } from './edit-distance';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and a swap of neighbours as one edit each', () => {
    expect(editDistance('security', 'security')).toBe(0);
    expect(editDistance('secuirty', 'security')).toBe(1);
    expect(editDistance('kubernets', 'kubernetes')).toBe(1);
    expect(editDistance('weaving', 'leaving')).toBe(1);
    expect(editDistance('underwater', 'under')).toBe(5);
    expect(editDistance('', 'pod')).toBe(3);
  });

  it('lets long words stray further than short ones', () => {
    expect(allowedEdits('pods')).toBe(1);
    expect(allowedEdits('secuirty')).toBe(2);
  });
});
