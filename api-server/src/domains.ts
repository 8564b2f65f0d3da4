import type { ApiDomain } from './api-domain';
import { authDomain } from './auth/domain';
import { locationsDomain } from './locations/domain';
import { usersDomain } from './users/domain';
import { deliveryDomain } from './delivery/domain';
import { catalogDomain } from './catalog/domain';
import { jobsDomain } from './jobs/domain';
import { chatsDomain } from './chats/domain';
import { providersDomain } from './providers/domain';
import { documentsDomain } from './documents/domain';
import { ticketsDomain } from './tickets/domain';
import { onboardingDomain } from './onboarding/domain';
import { applicationsDomain } from './applications/domain';
import { billingDomain } from './billing/domain';
import { auditDomain } from './audit/domain';
import { clientFailuresDomain } from './client-failures/domain';
import { eventsDomain } from './events/domain';
import { opsDomain } from './ops/domain';
import { exportsDomain } from './exports/domain';
import { viewsDomain } from './views/domain';
import { searchDomain } from './search/domain';
import { bulkDomain } from './bulk/domain';

/**
 * Every API domain, in the order buildApp registers their routes, the seed runs their steps and
 * the route matrix runs their rows. The order matters for the last two: a demo seed reads what
 * the ones before it wrote (the jobs seed picks from the people, the delivery package configs and
 * the catalog's subcategories; the tickets seed draws from every user), the ids the tests name
 * come from this order, and the matrix rows run on one database, a domain's after the ones before.
 * Fastify matches routes whatever their order.
 */
export const domains: readonly ApiDomain[] = [
  authDomain,
  locationsDomain,
  usersDomain,
  deliveryDomain,
  catalogDomain,
  jobsDomain,
  chatsDomain,
  providersDomain,
  documentsDomain,
  ticketsDomain,
  onboardingDomain,
  applicationsDomain,
  billingDomain,
  auditDomain,
  clientFailuresDomain,
  eventsDomain,
  opsDomain,
  exportsDomain,
  viewsDomain,
  searchDomain,
  bulkDomain,
];
