import { ApiError, type Page, type ValidationIssue } from '@mv-admin/shared-api';

/** A one-page `Page<T>` as the API returns it, for mocked fetchers. */
export function apiPage<T>(items: T[], { page = 1, size = 20, total = items.length } = {}): Page<T> {
  const totalPages = Math.max(1, Math.ceil(total / size));
  return {
    items,
    pagination: {
      current_page: page,
      total_items: total,
      total_pages: totalPages,
      record_count: items.length,
      next_page: page < totalPages ? page + 1 : null,
      previous_page: page > 1 ? page - 1 : null,
    },
  };
}

/** An ApiError as shared-api raises it: `apiError(400, 'Invalid input', [{ path: ['name'], message }])`. */
export function apiError(status: number, message: string, issues: ValidationIssue[] = []): ApiError {
  return new ApiError(message, status, issues);
}
