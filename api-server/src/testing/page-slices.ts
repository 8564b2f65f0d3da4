import type { Page } from '../contract';

/**
 * Reads a list page by page (`size` long, from the first to one past the last) and expects each
 * page to hold the slice of `whole` (the list's ids, in order, read unpaginated) and to carry its
 * length as the total. `label` names the list in a failure.
 */
export async function expectPagesOfWhole(
  label: string,
  whole: number[],
  size: number,
  readPage: (page: number, size: number) => Promise<Page<{ id: number }>>,
): Promise<void> {
  for (let page = 1; page <= Math.ceil(whole.length / size) + 1; page++) {
    const { items, pagination } = await readPage(page, size);
    expect({ label, page, ids: items.map((i) => i.id), total: pagination.total_items }).toEqual({
      label,
      page,
      ids: whole.slice((page - 1) * size, page * size),
      total: whole.length,
    });
  }
}
