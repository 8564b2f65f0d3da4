/**
 * Where the rows of a list were found, kept per list filter and data version (085_data_versions),
 * so that a deep page starts from a row seen before instead of walking the list's index from one
 * end: page 4000 of the 100,024 jobs skips 20,004 index entries (2.2 ms of PostgreSQL) when read
 * from the far end, and none when its first row is kept. Each page read keeps the positions of its
 * first and last rows; a later page at the same version starts from the nearest of them (or from
 * either end, when that is nearer), which also serves a staff user paging on from a deep page.
 *
 * A position is only true at the version it was seen at: any write to the table sets a new version
 * when it commits, and the statement that starts from an anchor checks the version in its own
 * snapshot (idPageSql), so a page is never read from a position another write has moved. The rows
 * always come from the statement; only where to start looking is kept.
 */

/** A row of a list at a version: its 0-based position in list order, and its id. */
export interface Anchor {
  position: number;
  id: number;
}

/** The most filters kept (least recently used dropped first), and the most positions for each. */
export const ANCHOR_LISTS_LIMIT = 200;
export const ANCHORS_PER_LIST = 64;

const lists = new Map<string, { version: string; anchors: Map<number, number> }>();

/**
 * The kept anchor that reaches rows `from`..`to` (positions, `to` exclusive) in the fewest index
 * entries, with that number: one at or before `from` (then read on in list order), or one at or
 * after `to` (then read back toward the start). Undefined when none is kept at `version`.
 */
export function nearestAnchor(key: string, version: string, from: number, to: number): { anchor: Anchor; skip: number } | undefined {
  const kept = lists.get(key);
  if (!kept || kept.version !== version) return undefined;
  lists.delete(key);
  lists.set(key, kept);
  let best: { anchor: Anchor; skip: number } | undefined;
  for (const [position, id] of kept.anchors) {
    const skip = position <= from ? from - position : position >= to ? position - to : -1;
    if (skip >= 0 && (!best || skip < best.skip)) best = { anchor: { position, id }, skip };
  }
  return best;
}

/** Keeps the first and last rows of a page read at `version`: `ids` in list order, the first at `position`. */
export function rememberPage(key: string, version: string, position: number, ids: readonly number[]): void {
  if (!ids.length) return;
  let kept = lists.get(key);
  if (!kept || kept.version !== version) kept = { version, anchors: new Map() };
  lists.delete(key);
  lists.set(key, kept);
  for (const [at, id] of [
    [position, ids[0]!],
    [position + ids.length - 1, ids.at(-1)!],
  ] as const) {
    kept.anchors.delete(at);
    kept.anchors.set(at, id);
  }
  while (kept.anchors.size > ANCHORS_PER_LIST) kept.anchors.delete(kept.anchors.keys().next().value!);
  if (lists.size > ANCHOR_LISTS_LIMIT) lists.delete(lists.keys().next().value!);
}

/** For tests: how many lists have anchors kept. */
export const anchoredLists = () => lists.size;
