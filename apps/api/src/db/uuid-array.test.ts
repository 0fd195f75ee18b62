import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { uuidArray } from './uuid-array';

const dialect = new PgDialect();
const ids = ['0b6f2d1e-8a61-4c53-9a43-6c1d2f0e7a10', '5f1c9e2a-3b7d-4e8f-a1c2-d3e4f5a6b7c8'];

describe('uuidArray', () => {
  it('sends the ids as one array parameter, however many there are', () => {
    expect(dialect.sqlToQuery(uuidArray(ids))).toMatchObject({ sql: '$1::uuid[]', params: [`{${ids.join(',')}}`] });
    expect(dialect.sqlToQuery(uuidArray([])).params).toEqual(['{}']);
  });

  it('refuses anything that is not a uuid, so no text can leave the array literal', () => {
    expect(() => uuidArray(['x}, {y'])).toThrow('not a uuid');
  });
});
