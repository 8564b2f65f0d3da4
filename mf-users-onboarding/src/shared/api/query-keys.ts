import type { OnboardingKind } from './onboarding-kind';

/**
 * Every query of this remote starts with 'users-onboarding'. Lists sit under their own prefix so
 * a save refreshes the list on screen; the record of an open drawer has a key of its own (the
 * decision's answer is written there directly, see useDecide*), so refreshing a list never
 * re-runs a record lookup.
 */
export const usersOnboardingKey = ['users-onboarding'] as const;

export const usersOnboardingKeys = {
  users: [...usersOnboardingKey, 'users'],
  applications: [...usersOnboardingKey, 'applications'],
  applicationRecord: (id: number) => [...usersOnboardingKey, 'application-record', id],
  jobCategory: (id: number) => [...usersOnboardingKey, 'job-category', id],
  onboarding: (kind: OnboardingKind) => [...usersOnboardingKey, 'onboarding', kind],
  onboardingRecord: (kind: OnboardingKind, id: number) => [...usersOnboardingKey, 'onboarding-record', kind, id],
} as const;
