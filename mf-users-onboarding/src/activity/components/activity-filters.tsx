import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '@mv-admin/shared-api/audit';
import { usersApi } from '@mv-admin/shared-api/users';
import { auditActionLabels, auditEntityLabels } from '@mv-admin/shared-ui/audit';
import { DatePicker } from '@mv-admin/shared-ui/date';
import { ChoiceFilter, Select, type ServerTable } from '@mv-admin/shared-ui/list';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { type CSSProperties, useId, useState } from 'react';
import type { ActivityFilters as Filters } from '../api/activity';

// Labels for screen readers only: the pickers' placeholders show their purpose.
const HIDDEN: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' };

const actionOptions = AUDIT_ACTIONS.map((value) => ({ value, label: auditActionLabels[value] }));
const entityOptions = AUDIT_ENTITY_TYPES.map((value) => ({ value, label: auditEntityLabels[value] }));

/** A staff member (an admin) found by the user search call, for the `actor_id` filter. */
function StaffFilter({ value, onChange }: { value?: number; onChange: (id: number | undefined) => void }) {
  const [search, setSearch] = useState('');
  const admins = useQuery({
    queryKey: ['users-onboarding', 'activity-staff', search],
    queryFn: ({ signal }) => usersApi.listUsers({ query: { type: 'ADMIN', search: search || undefined, size: 20 } }, signal),
    placeholderData: keepPreviousData,
  });
  const options = (admins.data?.items ?? []).map((user) => ({ value: user.id, label: `${user.name} (${user.email})` }));
  // A staff member from the URL who is not among the options found still shows as chosen.
  if (value !== undefined && !options.some((option) => option.value === value)) options.unshift({ value, label: `User #${value}` });
  return (
    <Select<number>
      aria-label="Filter by staff member"
      placeholder="All staff"
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={admins.isFetching}
      options={options}
      value={value}
      onChange={(next) => onChange(next ?? undefined)}
      onClear={() => setSearch('')}
      style={{ width: 260 }}
    />
  );
}

/** Days chosen -> the server's instants: from the first day's start to the start of the day after the last (exclusive). */
export function daysToRange(days: [Dayjs | null | undefined, Dayjs | null | undefined] | null): { from?: string; to?: string } {
  const [start, end] = days ?? [null, null];
  return { from: start ? start.startOf('day').toISOString() : undefined, to: end ? end.add(1, 'day').startOf('day').toISOString() : undefined };
}

const toDays = (from?: string, to?: string): [Dayjs | null, Dayjs | null] => [from ? dayjs(from) : null, to ? dayjs(to).subtract(1, 'day') : null];

/** Staff member, record type, action and days: each in the URL through the list's filters. */
export function ActivityFilters({ table }: { table: Pick<ServerTable<unknown, Filters>, 'filters' | 'setFilter' | 'setFilters'> }) {
  const { filters } = table;
  const id = useId();
  return (
    <>
      <StaffFilter value={filters.actor_id} onChange={(id) => table.setFilter('actor_id', id)} />
      <ChoiceFilter
        label="Filter by record type"
        placeholder="All record types"
        options={entityOptions}
        value={filters.entity_type}
        onChange={(type) => table.setFilters({ entity_type: type, entity_id: undefined })}
        width={220}
      />
      <ChoiceFilter
        label="Filter by action"
        placeholder="All actions"
        options={actionOptions}
        value={filters.action}
        onChange={(a) => table.setFilter('action', a)}
      />
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset's border and legend would break the inline toolbar; role=group names the pair */}
      <span role="group" aria-label="Filter by time range">
        <label htmlFor={`${id}-from`} style={HIDDEN}>
          From day
        </label>
        <label htmlFor={`${id}-to`} style={HIDDEN}>
          To day
        </label>
        <DatePicker.RangePicker
          id={{ start: `${id}-from`, end: `${id}-to` }}
          placeholder={['From day', 'To day']}
          allowEmpty={[true, true]}
          format="MMM D, YYYY"
          value={toDays(filters.from, filters.to)}
          onChange={(days) => table.setFilters(daysToRange(days))}
        />
      </span>
    </>
  );
}
