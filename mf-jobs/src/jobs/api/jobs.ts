import { useLiveRefetch } from '@mv-admin/shared-api/live';
import { jobListQuerySchema, jobsApi, type Job, type jobSorts } from '@mv-admin/shared-api/jobs';
import { listFilters, type ServerTableQuery } from '@mv-admin/shared-ui/list';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { jobKeys } from '../../shared/api/query-keys';

export const jobListKey = jobKeys.list;

/**
 * The list's URL filters, from the contract's own query fields (so no zod in this remote):
 * `?status=posted,completed&jobIdList=12,15&job_type=delivery`.
 */
export const jobFilters = listFilters({
  status: jobListQuerySchema.shape.status,
  jobIdList: jobListQuerySchema.shape.jobIdList,
  job_type: jobListQuerySchema.shape.job_type,
});
export type JobFilters = z.output<typeof jobFilters>;

export const fetchJobPage = (query: ServerTableQuery<JobFilters, typeof jobSorts>, signal: AbortSignal) =>
  jobsApi.listJobs({ query: { ...query, jobIdList: query.jobIdList?.map(String) } }, signal);

/** A job with all its related data: the admin has no get-one call, so the list is asked for this one id. */
export const fetchJob = async (id: number, signal?: AbortSignal): Promise<Job | null> =>
  (await jobsApi.listJobs({ query: { jobIdList: String(id), size: 1 } }, signal)).items[0] ?? null;

/**
 * One job for the details drawer (null when no job has this id). A job opened from the list on
 * screen shows at once from the row already loaded (each row carries all its related data) and
 * is then refreshed in the background; a deep link fetches it.
 */
export function useJob(id: number | undefined) {
  const queryClient = useQueryClient();
  // Any write to the job (status, price, proof of work) re-reads it with its history.
  useLiveRefetch(['job'], id, [jobKeys.one(id ?? 0)]);
  return useQuery({
    queryKey: jobKeys.one(id ?? 0),
    queryFn: ({ signal }) => fetchJob(id!, signal),
    enabled: id !== undefined,
    placeholderData: () => {
      for (const [, page] of queryClient.getQueriesData<{ items: Job[] }>({ queryKey: jobListKey })) {
        const row = page?.items.find((job) => job.id === id);
        if (row) return row;
      }
      return undefined;
    },
  });
}
