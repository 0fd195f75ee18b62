import { describe, expect, it } from 'vitest';
import { uuidArrayLiteral } from './uuid-array';

const ids = ['0b6f2d1e-8a61-4c53-9a43-6c1d2f0e7a10', '5f1c9e2a-3b7d-4e8f-a1c2-d3e4f5a6b7c8'];

describe('uuidArrayLiteral', () => {
  it('writes the ids as one array literal, however many there are', () => {
    expect(uuidArrayLiteral(ids)).toBe(`{${ids.join(',')}}`);
    expect(uuidArrayLiteral([])).toBe('{}');
  });

  it('refuses anything that is not a uuid, so no text can leave the array literal', () => {
    expect(() => uuidArrayLiteral(['x}, {y'])).toThrow('not a uuid');
  });
});
