import { useLiveRefetch } from '@mv-admin/shared-api/live';
import {
  onboardingApi,
  onboardingListQuerySchema,
  type onboardingSorts,
  type BusinessOnboarding,
  type IndividualOnboarding,
  type OnboardingDecisionBody,
} from '@mv-admin/shared-api/onboarding';
import type { Page } from '@mv-admin/shared-api';
import { listFilters, type ServerTableQuery } from '@mv-admin/shared-ui/list';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { findRecord } from '../../shared/api/find-record';
import type { OnboardingKind } from '../../shared/api/onboarding-kind';
import { usersOnboardingKeys } from '../../shared/api/query-keys';
import type { Decision } from '../../shared/components/decision-panel';

export type { OnboardingKind };
export type OnboardingRequestOf<K extends OnboardingKind> = K extends 'individual' ? IndividualOnboarding : BusinessOnboarding;
export type OnboardingRequest = IndividualOnboarding | BusinessOnboarding;

/** Both lists' URL filter: `?status=pending` (the contract's enum; a bad value means "all"). */
export const onboardingFilters = listFilters({ status: onboardingListQuerySchema.shape.status });
export type OnboardingFilters = z.output<typeof onboardingFilters>;

type Query = ServerTableQuery<OnboardingFilters, typeof onboardingSorts> | { page: number; size: number };

const calls = {
  individual: {
    list: (query: Query, signal?: AbortSignal) => onboardingApi.listIndividualOnboardings({ query }, signal),
    decide: (body: OnboardingDecisionBody, ifMatch?: number) => onboardingApi.decideIndividualOnboarding({ body, ifMatch }),
  },
  business: {
    list: (query: Query, signal?: AbortSignal) => onboardingApi.listBusinessOnboardings({ query }, signal),
    decide: (body: OnboardingDecisionBody, ifMatch?: number) => onboardingApi.decideBusinessOnboarding({ body, ifMatch }),
  },
};

/** One page of a kind's requests, newest first. */
export const fetchOnboardingPage = <K extends OnboardingKind>(kind: K) =>
  calls[kind].list as (query: Query, signal?: AbortSignal) => Promise<Page<OnboardingRequestOf<K>>>;

export const onboardingListKey = usersOnboardingKeys.onboarding;

/**
 * The request of an open drawer: the row on screen when there is one (no request), else looked
 * up in the list (a link to a record on another page). A decision writes its answer here.
 */
export function useOnboardingRecord<K extends OnboardingKind>(kind: K, id: number, rows: readonly OnboardingRequestOf<K>[] | undefined) {
  // A colleague's decision re-reads the open request and its history.
  useLiveRefetch([kind === 'individual' ? 'individual_onboarding' : 'business_onboarding'], id, [usersOnboardingKeys.onboardingRecord(kind, id)]);
  return useQuery({
    queryKey: usersOnboardingKeys.onboardingRecord(kind, id),
    queryFn: ({ signal }) => findRecord(fetchOnboardingPage(kind), id, 'This onboarding request was not found.', signal),
    initialData: () => rows?.find((row) => row.id === id),
    staleTime: 30_000,
  });
}

/**
 * Approves or rejects a pending request (`action: approve | reject`, optional remarks). The answer
 * is the decided request: it replaces the open record and the list refreshes, so the row shows its
 * new status; approving also sets the provider's kind, so the user list refreshes too. A refusal
 * (already decided) refreshes the record and the list.
 */
export function useDecideOnboarding(kind: OnboardingKind, id: number, version?: number) {
  const queryClient = useQueryClient();
  const refreshLists = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: onboardingListKey(kind) }), queryClient.invalidateQueries({ queryKey: usersOnboardingKeys.users })]);
  return useMutation({
    mutationFn: ({ decision, remarks }: { decision: Decision; remarks?: string }): Promise<OnboardingRequest> =>
      calls[kind].decide({ id, action: decision, remarks }, version),
    onSuccess: (decided) => {
      queryClient.setQueryData(usersOnboardingKeys.onboardingRecord(kind, id), decided);
      void refreshLists();
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: usersOnboardingKeys.onboardingRecord(kind, id) });
      void refreshLists();
    },
  });
}
