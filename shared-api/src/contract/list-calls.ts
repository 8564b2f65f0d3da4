import { applicationCalls } from './applications';
import { auditCalls } from './audit';
import { billingCalls } from './billing';
import { catalogCalls } from './catalog';
import type { CallDef } from './define';
import { deliveryCalls } from './delivery';
import { jobCalls } from './jobs';
import type { ListName } from './lists';
import { locationCalls } from './locations';
import { onboardingCalls } from './onboarding';
import { ticketCalls } from './tickets';
import { userCalls } from './users';

/**
 * The list call behind each list screen (contract/lists.ts names them; a transfer sheet's items are
 * read per sheet): what an export reads and what a bulk call's `match` selects.
 */
export const LIST_CALLS = {
  jobs: jobCalls.listJobs,
  'job-categories': catalogCalls.listJobCategories,
  'job-subcategories': catalogCalls.listJobSubcategories,
  tickets: ticketCalls.listTickets,
  'ticket-categories': ticketCalls.listTicketCategories,
  'ticket-subcategories': ticketCalls.listTicketSubcategories,
  atolls: locationCalls.listAtolls,
  islands: locationCalls.listIslands,
  'business-locations': locationCalls.listBusinessLocations,
  'delivery-slots': deliveryCalls.listDeliverySlots,
  'package-configs': deliveryCalls.listPackageConfigs,
  'distance-addons': deliveryCalls.listDeliveryDistanceAddons,
  users: userCalls.listUsers,
  'individual-requests': onboardingCalls.listIndividualOnboardings,
  'business-requests': onboardingCalls.listBusinessOnboardings,
  applications: applicationCalls.listApplications,
  activity: auditCalls.listAuditEvents,
  'transfer-sheets': billingCalls.listTransferSheets,
} satisfies Record<Exclude<ListName, 'sheet-items'>, CallDef>;
