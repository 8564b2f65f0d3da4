import type { RequestAuth } from '../auth/authenticator';
import type { AuditAction, AuditEntityType, CallName } from '../contract';

/** The validated parts of a request, as the audit trail reads them. */
export interface AuditRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: Record<string, unknown> | null | undefined;
  auth: RequestAuth | null;
}

/** How the audit trail records one contract operation. */
export interface AuditSpec {
  entity: AuditEntityType;
  action: AuditAction | ((request: AuditRequest) => AuditAction);
  /** The existing record the call changes, named by the request: read before (locked) and after. */
  target?: (request: AuditRequest) => number | string | undefined;
  /** The record(s) the call created, named by its answer: read after. */
  created?: (data: unknown) => number | readonly number[];
  /**
   * A sign-in: the actor comes from the answer (there is no caller yet), the entity is the new
   * session, and a refused attempt (403) is recorded too, with the e-mail given. Written after
   * the call, not in a transaction around it: the password check must not hold the database.
   */
  signIn?: true;
}

const param = (name: string) => (r: AuditRequest) => r.params[name] as number;
const bodyField = (name: string) => (r: AuditRequest) => r.body?.[name] as number;
const createdId = (data: unknown) => (data as { id: number }).id;
const createdIds = (data: unknown) => (data as Array<{ id: number }>).map((d) => d.id);

const create = (entity: AuditEntityType): AuditSpec => ({ entity, action: 'create', created: createdId });
const update = (entity: AuditEntityType, id: (r: AuditRequest) => number): AuditSpec => ({ entity, action: 'update', target: id });
const signIn: AuditSpec = { entity: 'session', action: 'sign-in', signIn: true };
const decision = (r: AuditRequest): AuditAction => (r.body?.action === 'approve' ? 'approve' : 'reject');

/**
 * Every served call that is not a GET, by contract operation name: how its event is recorded,
 * or `null` for a call that changes nothing (a read sent as POST). The server refuses to start
 * when a served non-GET call is missing here, so a new write cannot ship unaudited; the audit
 * trail test then checks each write route of the route matrix for exactly one event.
 */
export const auditedOperations: Partial<Record<CallName, AuditSpec | null>> = {
  loginAdmin: signIn,
  loginCustomer: signIn,
  loginVendor: signIn,
  logout: { entity: 'session', action: 'sign-out', target: (r) => r.auth?.familyId },
  isAuthenticated: null,
  // Continues a session: a token rotation, not a change anyone made. Sign-in and sign-out are recorded.
  refresh: null,
  // A browser's failure report (issue 38): not a change anyone made to a record staff work on.
  reportClientFailure: null,

  createAtoll: create('atoll'),
  updateAtoll: update('atoll', param('atoll_id')),
  createIsland: create('island'),
  updateIsland: update('island', param('island_id')),
  createBusinessLocation: create('business_location'),
  updateBusinessLocation: update('business_location', param('business_location_id')),

  createUser: create('user'),
  updateUser: update('user', param('id')),
  deleteUser: { entity: 'user', action: 'delete', target: param('id') },

  createJobCategory: create('job_category'),
  updateJobCategory: update('job_category', param('id')),
  createJobSubcategory: create('job_subcategory'),
  updateJobSubcategory: update('job_subcategory', param('id')),

  uploadDocument: { entity: 'document', action: 'upload', created: createdIds },
  uploadAsset: { entity: 'document', action: 'upload', created: createdIds },
  attachDocument: { entity: 'document', action: 'attach', target: param('id') },
  removeDocument: { entity: 'document', action: 'delete', target: bodyField('document_id') },

  createDeliverySlot: create('delivery_slot'),
  updateDeliverySlot: update('delivery_slot', param('delivery_slot_id')),
  createPackageConfig: create('package_config'),
  updatePackageConfig: update('package_config', param('package_config_id')),
  createDeliveryDistanceAddon: create('delivery_distance_addon'),
  updateDeliveryDistanceAddon: update('delivery_distance_addon', param('delivery_distance_addon_id')),
  deliveryDistanceCoast: null,

  createTicketCategory: create('ticket_category'),
  updateTicketCategory: update('ticket_category', param('category_id')),
  createTicketSubcategory: create('ticket_subcategory'),
  updateTicketSubcategory: update('ticket_subcategory', param('subcategory_id')),
  createTicket: create('ticket'),
  createUserTicket: create('ticket'),
  updateTicket: update('ticket', param('ticket_id')),
  assignTicket: { entity: 'ticket', action: 'assign', target: bodyField('ticket_id') },
  unassignTicket: { entity: 'ticket', action: 'unassign', target: bodyField('ticket_id') },
  closeTicket: { entity: 'ticket', action: 'close', target: param('ticket_id') },
  deleteTicket: { entity: 'ticket', action: 'delete', target: (r) => r.query.ticket_id as number },
  sendTicketMessage: create('ticket_chat_message'),

  submitIndividualOnboarding: { entity: 'individual_onboarding', action: 'submit', created: createdId },
  submitBusinessOnboarding: { entity: 'business_onboarding', action: 'submit', created: createdId },
  decideIndividualOnboarding: { entity: 'individual_onboarding', action: decision, target: bodyField('id') },
  decideBusinessOnboarding: { entity: 'business_onboarding', action: decision, target: bodyField('id') },

  approveApplication: { entity: 'service_provider_application', action: 'approve', target: param('id') },
  rejectApplication: { entity: 'service_provider_application', action: 'reject', target: param('id') },
  submitApplication: { entity: 'service_provider_application', action: 'submit', target: param('id') },

  // A signup creates the account; there is no caller yet, so the event has no actor.
  signupCustomer: { entity: 'user', action: 'create', created: (data) => (data as { user: { id: number } }).user.id },
  signupVendor: { entity: 'user', action: 'create', created: (data) => (data as { user: { id: number } }).user.id },

  createCustomerJob: create('job'),
  updateCustomerJob: update('job', param('id')),
  deleteCustomerJob: { entity: 'job', action: 'delete', target: param('job_id') },
  cancelCustomerJob: update('job', bodyField('job_id')),
  completeJobPayment: update('job', param('job_id')),
  reviewJob: create('review'),
  createProviderJobOffer: create('job'),
  acceptJob: update('job', bodyField('job_id')),
  jobWorkflowAction: update('job', param('job_id')),
  setJobEstimatedDelivery: update('job', param('job_id')),
  uploadProofOfWork: update('job', param('job_id')),
  completeJobWithOtp: update('job', param('job_id')),
  updateJobPrice: update('job', bodyField('job_id')),

  createJobChat: create('chat'),
  sendJobMessage: create('chat_message'),
  sendJobOffer: create('chat_message'),
  decideJobOffer: update('chat_message', param('message_id')),
  startNegotiation: create('negotiation'),
  sendNegotiationMessage: create('chat_message'),
  createNegotiationOffer: create('negotiation_job_offer'),
  decideNegotiationOffer: update('chat_message', param('message_id')),

  // Creates or replaces the caller's profile: the event names it by the answer's id.
  saveMyPublicProfile: { entity: 'public_profile', action: 'update', created: createdId },
  // Who has a record open: in memory for seconds, not a change to anything (docs/live-events.md).
  updatePresence: null,
  createSavedView: create('saved_view'),
  updateSavedView: update('saved_view', param('view_id')),
  deleteSavedView: { entity: 'saved_view', action: 'delete', target: param('view_id') },
  markJobAlertsRead: { entity: 'job_alert', action: 'update', target: (r) => ((r.body?.ids as number[] | undefined) ?? []).join(',') },
};
