import { describe, expect, it } from 'vitest';
import { auditCsv, csvCell } from './audit-csv';

describe('the audit CSV', () => {
  it('quotes cells with commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('writes objects as JSON and nothing as an empty cell', () => {
    expect(csvCell({ isAdmin: true })).toBe('"{""isAdmin"":true}"');
    expect(csvCell(null)).toBe('');
  });

  it('has a header row and one line per entry', () => {
    const csv = auditCsv([
      {
        id: 'x',
        createdAt: '2026-11-25T10:00:00.000Z',
        actor: 'admin@kube.academy.test',
        actorName: null,
        action: 'alert.create',
        entityType: 'alert',
        entityId: 'a1',
        subject: 'Hi',
        before: null,
        after: { message: 'Hi' },
      },
    ]);
    expect(csv).toBe(
      'createdAt,actor,action,entityType,entityId,before,after\r\n2026-11-25T10:00:00.000Z,admin@kube.academy.test,alert.create,alert,a1,,"{""message"":""Hi""}"\r\n',
    );
  });
});
