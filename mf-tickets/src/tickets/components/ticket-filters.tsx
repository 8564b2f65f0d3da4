import type { TicketStatus } from '@mv-admin/shared-api/tickets';
import { ChoiceFilter, Select } from '@mv-admin/shared-ui/list';
import { useAdmins } from '../api/use-admins';
import { ticketStatusOptions } from './ticket-status-tag';

/** All statuses, or one, for the `status` filter. */
export function TicketStatusFilter({ value, onChange }: { value?: TicketStatus; onChange: (status: TicketStatus | undefined) => void }) {
  return <ChoiceFilter label="Filter by status" placeholder="All statuses" options={ticketStatusOptions} value={value} onChange={onChange} />;
}

type Assignee = number | 'unassigned';

/**
 * Anyone, "Assigned to me", "Unassigned" or one admin, for the `assigned_to_user_id` filter.
 * "Assigned to me" is the signed-in admin's id, so the link shows the same tickets to a colleague.
 */
export function TicketAssigneeFilter({ value, myId, onChange }: { value?: Assignee; myId?: number; onChange: (assignee: Assignee | undefined) => void }) {
  const admins = useAdmins();
  const others = (admins.data ?? []).filter((admin) => admin.id !== myId).map((admin) => ({ value: admin.id, label: admin.name }));
  const options = [
    ...(myId ? [{ value: myId, label: 'Assigned to me' }] : []),
    { value: 'unassigned' as const, label: 'Unassigned' },
    ...(others.length ? [{ label: 'Admins', title: 'Admins', options: others }] : []),
  ];
  return (
    <Select<Assignee>
      aria-label="Filter by assignee"
      placeholder="Anyone assigned"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={admins.isPending}
      options={options}
      value={value}
      onChange={(next) => onChange(next ?? undefined)}
      style={{ width: 200 }}
    />
  );
}
