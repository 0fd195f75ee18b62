import { sql, type SQL } from 'drizzle-orm';

/**
 * PostgreSQL's text search parser takes `<groupId>` or `List<String>` for an HTML tag: `to_tsvector`
 * leaves it out of the index and `ts_headline` out of the snippet, so code in a lesson could not be
 * found or read in its result. Indexed and highlighted text carries its angle brackets as
 * private-use characters instead, which the parser reads as separators (as it reads the brackets
 * outside a tag), and the answer gets them back.
 */
export const LESS_THAN = '\uE002';
export const GREATER_THAN = '\uE003';

export const withoutAngleBrackets = (text: SQL): SQL => sql`translate(${text}, '<>', ${LESS_THAN + GREATER_THAN})`;

export const withAngleBrackets = (text: string): string => text.replaceAll(LESS_THAN, '<').replaceAll(GREATER_THAN, '>');
