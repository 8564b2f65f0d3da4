import type { TicketStatus } from '@mv-admin/shared-api/tickets';

/** Spec §4 ticket statuses in words (no UI imports: the dashboard widget reads these too). */
export const ticketStatusLabels: Record<TicketStatus, string> = { submitted: 'Submitted', 'in-progress': 'In progress', closed: 'Closed' };
