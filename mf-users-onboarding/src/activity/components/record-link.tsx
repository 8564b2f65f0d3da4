import type { AuditEvent } from '@mv-admin/shared-api/audit';
import { auditEntityLabels } from '@mv-admin/shared-ui/audit';
import { Link } from 'react-router';

/** Where a ticket's drawer opens: by its reference, which a create (or the record's snapshot) names. */
function ticketReference(event: AuditEvent): string | undefined {
  const change = event.changes.reference_no;
  const ref = change?.after ?? change?.before;
  return typeof ref === 'string' ? ref : undefined;
}

const single = (id: string | null) => (id && /^\d+$/.test(id) ? id : undefined);

/**
 * The screen where the admin opens an event's record: its drawer when the screen opens one from
 * the URL (jobs, applications, onboarding requests; tickets by reference), else the list it
 * belongs to. Sign-ins and records without a screen of their own have none.
 */
export function recordPath(event: AuditEvent): string | undefined {
  const id = single(event.entity_id);
  switch (event.entity_type) {
    case 'job':
      return id ? `/jobs?job=${id}` : '/jobs';
    case 'service_provider_application':
      return id ? `/admin/service-provider-applications?application=${id}` : '/admin/service-provider-applications';
    case 'individual_onboarding':
      return id ? `/onboarding-requests/individual?request=${id}` : '/onboarding-requests/individual';
    case 'business_onboarding':
      return id ? `/onboarding-requests/business?request=${id}` : '/onboarding-requests/business';
    case 'ticket': {
      const ref = ticketReference(event);
      return ref ? `/tickets?ticket=${encodeURIComponent(ref)}` : '/tickets';
    }
    case 'ticket_chat_message':
      return '/tickets';
    case 'user':
      return '/admin/users';
    case 'atoll':
      return '/admin/atoll';
    case 'island':
      return '/admin/island';
    case 'business_location':
      return '/business-locations';
    case 'job_category':
      return '/admin/job-category';
    case 'job_subcategory':
      return '/admin/job-subcategory';
    case 'delivery_slot':
      return '/admin/delivery-slot';
    case 'package_config':
      return '/admin/package-config';
    case 'delivery_distance_addon':
      return '/admin/delivery-distance-addons';
    case 'ticket_category':
      return '/ticket/categories';
    case 'ticket_subcategory':
      return '/ticket/subcategories';
    default:
      return undefined;
  }
}

/** "Atoll #3", a link to where the admin opens it when there is such a screen. */
export function RecordLink({ event }: { event: AuditEvent }) {
  const label = `${auditEntityLabels[event.entity_type]}${event.entity_id ? ` #${event.entity_id}` : ''}`;
  const path = recordPath(event);
  return path ? <Link to={path}>{label}</Link> : label;
}
