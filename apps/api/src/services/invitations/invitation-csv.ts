import { INVITATION_CSV_COLUMNS, INVITATION_CSV_HEADER, INVITATION_MAX_ROWS } from '@academy/shared';
import { badRequest } from '../../errors';

type Column = (typeof INVITATION_CSV_COLUMNS)[number];

/** A row of the file: its line number (the header is line 1) and its cells by column. */
export interface CsvRow {
  line: number;
  cells: Partial<Record<Column, string>>;
  /** Cells past the header's columns, which the row check reports. */
  extraCells: number;
}

/**
 * Splits RFC 4180 CSV into records of cells: commas, double quotes around a cell that holds commas,
 * quotes or line breaks ("" for a quote), CRLF or LF line ends. Each record keeps the line it starts on.
 */
function records(text: string): { line: number; cells: string[] }[] {
  const out: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      cells.push(cell);
      out.push({ line: start, cells });
      cells = [];
      cell = '';
      line += 1;
      start = line;
    } else cell += char;
  }
  if (quoted) throw badRequest(`A quoted cell that starts on line ${start} is never closed`, 'csv');
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    out.push({ line: start, cells });
  }
  return out.filter((record) => record.cells.some((value) => value.trim() !== ''));
}

/**
 * The rows of an uploaded invitation file. Problems with the whole file (no header, an unknown or
 * repeated column, too many rows) are a 400 that names them; problems of a row are the row check's.
 */
export function parseInvitationCsv(text: string): CsvRow[] {
  const [header, ...rows] = records(text.replace(/^\uFEFF/, ''));
  if (!header) throw badRequest('The file is empty', 'csv');
  const columns = header.cells.map((name) => name.trim().toLowerCase());
  const known = new Set<string>(INVITATION_CSV_COLUMNS);
  const unknown = columns.find((name) => !known.has(name));
  if (unknown !== undefined)
    throw badRequest(
      `The first line must name the columns: ${INVITATION_CSV_HEADER} (email required, the rest optional); "${unknown}" is not one of them`,
      'csv',
    );
  const repeated = columns.find((name, index) => columns.indexOf(name) !== index);
  if (repeated) throw badRequest(`The column "${repeated}" is named twice in the first line`, 'csv');
  if (!columns.includes('email'))
    throw badRequest(`The first line must name the columns: ${INVITATION_CSV_HEADER}; email is missing`, 'csv');
  if (rows.length === 0) throw badRequest('The file has no rows after its first line', 'csv');
  if (rows.length > INVITATION_MAX_ROWS)
    throw badRequest(
      `The file has ${rows.length.toLocaleString('en')} rows; one send takes at most ${INVITATION_MAX_ROWS.toLocaleString('en')}`,
      'csv',
    );
  return rows.map((row) => ({
    line: row.line,
    cells: Object.fromEntries(columns.map((name, index) => [name, row.cells[index] ?? ''])),
    extraCells: Math.max(0, row.cells.length - columns.length),
  }));
}
