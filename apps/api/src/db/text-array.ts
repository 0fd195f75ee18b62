/**
 * Texts as the literal of one `text[]` parameter (cast it with `::text[]`, or `::uuid[]` for ids), so
 * thousands of values are one parameter and one statement (`unnest` zips columns of equal length);
 * null stays NULL. Drizzle would spread an array into one parameter per item.
 */
export const textArrayLiteral = (values: readonly (string | null)[]) =>
  `{${values.map((value) => (value === null ? 'NULL' : `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`)).join(',')}}`;
