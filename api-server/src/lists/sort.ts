/** How a sort field reads in SQL: an expression, or one that can be null (nulls then sort last both ways). */
export type SortColumn = string | { sql: string; nullable: true };

/**
 * A list's `order by` for a `sort` value of the contract (`field` or `-field`, issue 35): the
 * field's expression in that direction, then `id` in the same direction, so rows that tie keep
 * one order from page to page (and an index on (column, id) serves both directions). A nullable
 * column puts its nulls last both ways (PostgreSQL puts them first when descending). Absent sort:
 * undefined, and the list keeps its own order (and its tuned plans).
 */
export function sortOrderBy<F extends string>(sort: NoInfer<F | `-${F}`> | undefined, columns: Record<F, SortColumn>, id: string): string | undefined {
  if (!sort) return undefined;
  const descending = sort.startsWith('-');
  const column = columns[(descending ? sort.slice(1) : sort) as F];
  // The contract's enum admits only the map's keys; a miss is a programming error.
  if (column === undefined) throw new Error(`No sort column for ${sort}`);
  const direction = descending ? 'desc' : 'asc';
  const nullsLast = typeof column !== 'string' && descending ? ' nulls last' : '';
  return `${typeof column === 'string' ? column : column.sql} ${direction}${nullsLast}, ${id} ${direction}`;
}
