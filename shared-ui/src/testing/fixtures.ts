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

/**
 * The ISO instant of a Maldives wall-clock time (UTC+05:00), as the API would send it:
 * `maldivesInstant(2026, 11, 21, 15, 5)` is '2026-11-21T10:05:00.000Z' and shows as
 * 'Nov 21, 2026, 3:05 PM' whatever the test process's zone. `month` counts from 1.
 */
export function maldivesInstant(year: number, month: number, day: number, hour = 0, minute = 0): string {
  return new Date(Date.UTC(year, month - 1, day, hour - 5, minute)).toISOString();
}
