import { paginate } from './pagination';

const page = (page: number, total: number, size = 10) =>
  paginate(Array(Math.max(0, Math.min(size, total - (page - 1) * size))).fill(0), total, { page, size, unpaginated: false }).pagination;

test.each([
  ['first page', 1, 25, { next_page: 2, previous_page: null, total_pages: 3, total_items: 25, record_count: 10, current_page: 1 }],
  ['middle page', 2, 25, { next_page: 3, previous_page: 1, total_pages: 3, total_items: 25, record_count: 10, current_page: 2 }],
  ['last, partial page', 3, 25, { next_page: null, previous_page: 2, total_pages: 3, total_items: 25, record_count: 5, current_page: 3 }],
  ['last, full page', 3, 30, { next_page: null, previous_page: 2, total_pages: 3, total_items: 30, record_count: 10, current_page: 3 }],
  ['beyond the last page', 7, 25, { next_page: null, previous_page: 3, total_pages: 3, total_items: 25, record_count: 0, current_page: 7 }],
  ['single page', 1, 4, { next_page: null, previous_page: null, total_pages: 1, total_items: 4, record_count: 4, current_page: 1 }],
  ['empty result', 1, 0, { next_page: null, previous_page: null, total_pages: 0, total_items: 0, record_count: 0, current_page: 1 }],
  ['beyond an empty result', 3, 0, { next_page: null, previous_page: 1, total_pages: 0, total_items: 0, record_count: 0, current_page: 3 }],
])('%s', (_name, n, total, expected) => {
  expect(page(n, total)).toEqual(expected);
});

test('unpaginated: everything on page 1, no neighbours; total_pages 0 when empty', () => {
  expect(paginate([1, 2, 3], 3, { page: 4, size: 1, unpaginated: true }).pagination).toEqual({
    next_page: null,
    previous_page: null,
    total_pages: 1,
    total_items: 3,
    record_count: 3,
    current_page: 1,
  });
  expect(paginate([], 0, { page: 1, size: 20, unpaginated: true }).pagination.total_pages).toBe(0);
});
