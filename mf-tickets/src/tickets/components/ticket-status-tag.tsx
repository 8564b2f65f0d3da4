import type { TicketStatus } from '@mv-admin/shared-api/tickets';
import { Tag } from '@mv-admin/shared-ui';
import { ticketStatusLabels } from '../format/ticket-status-labels';

const colours: Record<TicketStatus, string | undefined> = { submitted: 'blue', 'in-progress': 'gold', closed: undefined };

export const ticketStatusOptions = (Object.keys(ticketStatusLabels) as TicketStatus[]).map((value) => ({ value, label: ticketStatusLabels[value] }));

/** A ticket's status in words, on an antd preset colour (themed; the word carries the meaning). */
export function TicketStatusTag({ status }: { status: TicketStatus }) {
  return <Tag color={colours[status]}>{ticketStatusLabels[status]}</Tag>;
}
