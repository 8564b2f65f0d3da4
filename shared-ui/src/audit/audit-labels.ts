import type { AuditAction, AuditEntityType } from '@mv-admin/shared-api/audit';

/** How the admin reads each audited action. */
export const auditActionLabels: Record<AuditAction, string> = {
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
  approve: 'Approve',
  reject: 'Reject',
  submit: 'Submit',
  assign: 'Assign',
  unassign: 'Unassign',
  close: 'Close',
  upload: 'Upload',
  attach: 'Attach',
  'sign-in': 'Sign-in',
  'sign-in-refused': 'Sign-in refused',
  'sign-out': 'Sign-out',
};

/** How the admin reads each kind of audited record. */
export const auditEntityLabels: Record<AuditEntityType, string> = {
  session: 'Session',
  user: 'User',
  atoll: 'Atoll',
  island: 'Island',
  business_location: 'Business location',
  job_category: 'Job category',
  job_subcategory: 'Job subcategory',
  document: 'Document',
  delivery_slot: 'Delivery slot',
  package_config: 'Package config',
  delivery_distance_addon: 'Distance add-on',
  ticket_category: 'Ticket category',
  ticket_subcategory: 'Ticket subcategory',
  ticket: 'Ticket',
  ticket_chat_message: 'Ticket message',
  individual_onboarding: 'Individual onboarding',
  business_onboarding: 'Business onboarding',
  service_provider_application: 'Service provider application',
  job: 'Job',
  review: 'Review',
  chat: 'Chat',
  chat_message: 'Chat message',
  negotiation: 'Negotiation',
  negotiation_job_offer: 'Negotiation offer',
  job_alert: 'Job alert',
  public_profile: 'Public profile',
};
