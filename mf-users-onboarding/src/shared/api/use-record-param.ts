import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The record whose details are open, kept in one URL search parameter (`?application=5`), so a
 * link opens the same drawer and Back closes it. Opening and closing push history entries and
 * keep the list's own parameters (page, search, filters). An id that is not a positive integer
 * counts as none.
 */
export function useRecordParam(name: string) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const id = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
  const open = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set(name, String(next));
        return updated;
      }),
    [name, setParams],
  );
  const close = useCallback(
    () =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.delete(name);
        return updated;
      }),
    [name, setParams],
  );
  return { id, open, close };
}
