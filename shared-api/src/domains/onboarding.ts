// `@mv-admin/shared-api/onboarding`: this domain's schemas and types, and `onboardingApi`, its typed calls.
// One federated module per domain, so a screen downloads only the contract it uses.
import { bindCalls } from '@mv-admin/shared-api';
import { onboardingCalls } from '../contract/onboarding';

export * from '../contract/onboarding';
export const onboardingApi = bindCalls(onboardingCalls);
