import { useLiveRefetch } from '@mv-admin/shared-api/live';
import { applicationListQuerySchema, applicationsApi, type ServiceProviderApplication, type applicationSorts } from '@mv-admin/shared-api/applications';
import { catalogApi } from '@mv-admin/shared-api/catalog';
import { listFilters, type ServerTableQuery } from '@mv-admin/shared-ui/list';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { findRecord } from '../../shared/api/find-record';
import { usersOnboardingKeys } from '../../shared/api/query-keys';
import type { Decision } from '../../shared/components/decision-panel';

export const applicationListKey = usersOnboardingKeys.applications;

/** The list's URL filter: `?status=submitted` (the contract's enum; a bad value means "all"). */
export const applicationFilters = listFilters({ status: applicationListQuerySchema.shape.status });
export type ApplicationFilters = z.output<typeof applicationFilters>;

export const fetchApplicationPage = (query: ServerTableQuery<ApplicationFilters, typeof applicationSorts>, signal?: AbortSignal) =>
  applicationsApi.listApplications({ query }, signal);

/** When the provider submitted it (its `submitted` action), if they did. */
export const submittedAt = (application: ServiceProviderApplication) => application.actions.find((a) => a.action_type === 'submitted')?.created_at;

/**
 * The application of an open drawer: the row on screen when there is one (no request), else
 * looked up in the list (a link to a record on another page). A decision writes its answer here.
 */
export function useApplicationRecord(id: number, rows: readonly ServiceProviderApplication[] | undefined) {
  // A colleague's decision (or the provider's submission) re-reads the open record and its history.
  useLiveRefetch(['service_provider_application'], id, [usersOnboardingKeys.applicationRecord(id)]);
  return useQuery({
    queryKey: usersOnboardingKeys.applicationRecord(id),
    queryFn: ({ signal }) => findRecord(fetchApplicationPage, id, 'This application was not found.', signal),
    initialData: () => rows?.find((row) => row.id === id),
    staleTime: 30_000,
  });
}

/** A job category with the document types a provider must supply for it. */
export function useJobCategory(id: number) {
  return useQuery({
    queryKey: usersOnboardingKeys.jobCategory(id),
    queryFn: ({ signal }) => catalogApi.getJobCategory({ params: { id } }, signal),
    staleTime: 60_000,
  });
}

/**
 * Approves or rejects a submitted application with optional remarks. The answer is the decided
 * application: it replaces the open record, and the list refreshes. A refusal (already decided
 * by someone else) refreshes both, so the screen shows what happened.
 */
export function useDecideApplication(id: number, version?: number) {
  const queryClient = useQueryClient();
  const refreshList = () => queryClient.invalidateQueries({ queryKey: applicationListKey });
  return useMutation({
    mutationFn: ({ decision, remarks }: { decision: Decision; remarks?: string }) => {
      const call = decision === 'approve' ? applicationsApi.approveApplication : applicationsApi.rejectApplication;
      // Against the version the admin saw: a change since is a 412 (docs/api-contract.md).
      return call({ params: { id }, body: { remarks }, ifMatch: version });
    },
    onSuccess: (decided) => {
      queryClient.setQueryData(usersOnboardingKeys.applicationRecord(id), decided);
      void refreshList();
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: usersOnboardingKeys.applicationRecord(id) });
      void refreshList();
    },
  });
}
