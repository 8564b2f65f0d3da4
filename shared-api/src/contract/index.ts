import { authCalls } from './auth';
import { locationCalls } from './locations';
import { deliveryCalls } from './delivery';
import { ticketCalls } from './tickets';
import { applicationCalls } from './applications';
import { onboardingCalls } from './onboarding';
import { providerCalls } from './providers';
import { notificationCalls } from './notifications';
import { billingCalls } from './billing';
import { userCalls } from './users';
import { catalogCalls } from './catalog';
import { jobCalls } from './jobs';
import { documentCalls } from './documents';
import { chatCalls } from './chats';
import { auditCalls } from './audit';
import { dashboardCalls } from './dashboard';
import { clientFailureCalls } from './client-failures';
import { eventCalls } from './events';
import { opsCalls } from './ops';
import { exportCalls } from './exports';
import { viewCalls } from './views';
import { searchCalls } from './search';
import { bulkCalls } from './bulk';

export * from './define';
export * from './envelope';
export * from './pagination';
export * from './messages';
export * from './auth';
export * from './locations';
export * from './delivery';
export * from './tickets';
export * from './applications';
export * from './onboarding';
export * from './providers';
export * from './notifications';
export * from './billing';
export * from './users';
export * from './catalog';
export * from './jobs';
export * from './documents';
export * from './chats';
export * from './audit';
export * from './dashboard';
export * from './lists';
export * from './views';
export * from './search';
export * from './bulk';
export * from './client-failures';
export * from './events';
export * from './ops';
export * from './lists';
export * from './exports';
export * from './module';
export * from './routes';

/** Every call of the contract, by name. Add a domain by spreading its call map here. */
export const calls = {
  ...authCalls,
  ...locationCalls,
  ...deliveryCalls,
  ...ticketCalls,
  ...applicationCalls,
  ...onboardingCalls,
  ...providerCalls,
  ...notificationCalls,
  ...billingCalls,
  ...userCalls,
  ...catalogCalls,
  ...jobCalls,
  ...documentCalls,
  ...chatCalls,
  ...auditCalls,
  ...dashboardCalls,
  ...clientFailureCalls,
  ...eventCalls,
  ...opsCalls,
  ...exportCalls,
  ...viewCalls,
  ...searchCalls,
  ...bulkCalls,
};
export type Calls = typeof calls;
export type CallName = keyof Calls;
export * from './list-calls';
