import { type BulkAction, Select } from '@mv-admin/shared-ui/list';
import { useAdmins } from '../api/use-admins';

/** The bulk calls' code, loaded when an action runs. */
const bulk = () => import('@mv-admin/shared-api/bulk').then((m) => m.bulkApi);

/** The tickets list's bulk actions: assign to an admin, close (POST /bulk/tickets/assign | close). */
export function useTicketBulkActions(myId?: number): BulkAction[] {
  const admins = useAdmins();
  const options = (admins.data ?? []).map((admin) => ({ value: admin.id, label: `${admin.name}${admin.id === myId ? ' (you)' : ''}` }));
  return [
    {
      key: 'assign',
      label: 'Assign',
      confirm: (count, noun) => `Assign ${count} ${noun}?`,
      done: 'assigned',
      input: (value, onChange) => (
        <Select<number>
          aria-label="Admin"
          placeholder="Select an admin"
          style={{ width: '100%' }}
          showSearch={{ optionFilterProp: 'label' }}
          loading={admins.isPending}
          options={options}
          value={value as number | undefined}
          onChange={onChange}
        />
      ),
      run: async (target, assignee) => (await bulk()).bulkAssignTickets({ body: { ...target, assignee_id: assignee as number } }),
    },
    {
      key: 'close',
      label: 'Close',
      confirm: (count, noun) => `Close ${count} ${noun}?`,
      done: 'closed',
      danger: true,
      run: async (target) => (await bulk()).bulkCloseTickets({ body: target }),
    },
  ];
}
