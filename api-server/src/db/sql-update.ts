/**
 * `set a = $1, b = $2, updated_at = now()` for the fields of a PATCH body that are present.
 * Only `columns` can be written, whatever the object holds. Returns undefined when nothing is set.
 */
export function updateSet(patch: Record<string, unknown>, columns: readonly string[], firstIndex = 1) {
  const present = columns.filter((c) => patch[c] !== undefined);
  if (!present.length) return undefined;
  return {
    sql: `set ${present.map((c, i) => `${c} = $${firstIndex + i}`).join(', ')}, updated_at = now()`,
    params: present.map((c) => patch[c]),
  };
}
