const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A list of ids as the text of one `uuid[]` parameter (cast it with `::uuid[]`). Drizzle spreads an
 * array into one parameter per item, which made a course's lesson ids dozens of parameters on every
 * progress write (decision 029).
 */
export function uuidArrayLiteral(ids: readonly string[]): string {
  for (const id of ids) if (!UUID.test(id)) throw new Error(`not a uuid: ${id}`);
  return `{${ids.join(',')}}`;
}
