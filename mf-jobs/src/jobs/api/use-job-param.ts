import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';

const JOB_PARAM = 'job';

/**
 * The job whose details are open, from the URL (`/jobs?job=123`), so a deep link opens it and
 * Back closes it. `shownId` stays on the last job while the drawer closes (its content must not
 * vanish mid-animation) and `opened` turns true at the first opening, to load the drawer lazily.
 */
export function useJobParam() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(JOB_PARAM));
  const jobId = Number.isSafeInteger(raw) && raw > 0 ? raw : undefined;
  const [lastId, setLastId] = useState(jobId);
  if (jobId !== undefined && jobId !== lastId) setLastId(jobId);

  /** The URL (search only, same page) that opens job `id`, keeping the list's page and filters. */
  const jobLink = useCallback(
    (id: number) => {
      const next = new URLSearchParams(params);
      next.set(JOB_PARAM, String(id));
      return `?${next.toString()}`;
    },
    [params],
  );
  const close = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete(JOB_PARAM);
        return next;
      }),
    [setParams],
  );
  return { jobId, shownId: jobId ?? lastId, opened: lastId !== undefined, jobLink, close };
}
