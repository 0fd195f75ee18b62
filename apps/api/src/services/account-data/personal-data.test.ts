import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { ERASING_ORDER, PERSONAL_DATA } from './personal-data';

/** Columns that tie a row to a person: their user or sign-in account, or one of their addresses. */
const PERSONAL_COLUMN = /(^|_)(user_id|account_id|created_by|email|to_address|reply_to)$/;
const PEOPLE = new Set<unknown>([schema.users, schema.identityAccounts]);

const tables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => ({ table, ...getTableConfig(table) }));

describe('the list of personal data', () => {
  it('covers every table that holds personal data, so the download and the deletion miss none', () => {
    const covered = new Set(PERSONAL_DATA.flatMap((source) => source.tables));
    const personal = tables
      .filter(
        (table) =>
          PEOPLE.has(table.table) ||
          table.columns.some((column) => PERSONAL_COLUMN.test(column.name)) ||
          table.foreignKeys.some((key) => PEOPLE.has(key.reference().foreignTable)),
      )
      .map((table) => table.name);
    expect(personal).toEqual(
      expect.arrayContaining(['users', 'learner_progress', 'feedback', 'audit_log', 'mail_messages', 'oidc_payloads']),
    );
    expect(personal.filter((name) => !covered.has(name))).toEqual([]);
  });

  it('names only tables that exist, each once, and sections that are unique', () => {
    const names = new Set(tables.map((table) => table.name));
    const listed = PERSONAL_DATA.flatMap((source) => source.tables);
    expect(listed.filter((name) => !names.has(name))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
    expect(new Set(PERSONAL_DATA.map((source) => source.section)).size).toBe(PERSONAL_DATA.length);
  });

  it('erases every source once on deletion', () => {
    const sections = (sources: readonly { section: string }[]) => sources.map((source) => source.section).sort();
    expect(sections(ERASING_ORDER)).toEqual(sections(PERSONAL_DATA));
  });
});
