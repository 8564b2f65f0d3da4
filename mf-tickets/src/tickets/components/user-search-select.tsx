import { userPickersApi } from '@mv-admin/shared-api/user-pickers';
import { sanitizeText } from '@mv-admin/shared-ui';
import { Select } from '@mv-admin/shared-ui/form';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ticketKeys } from '../../shared/api/query-keys';
import { userTypeLabels } from '../../shared/components/user-type';

/** A user picked by typing part of a name (GET users/search, 300 ms after the last key). */
export function UserSearchSelect({ value, onChange, id }: { value?: number; onChange?: (userId: number | undefined) => void; id?: string }) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(sanitizeText(typed, 'search')), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const users = useQuery({
    queryKey: ticketKeys.users(search),
    queryFn: ({ signal }) => userPickersApi.searchUsers({ query: { search } }, signal),
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
  });
  const options = (users.data ?? []).map((user) => ({ value: user.id, label: `${user.name} · ${userTypeLabels[user.type]} · ${user.email}` }));
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={(next) => onChange?.(next ?? undefined)}
      allowClear
      placeholder="Me (type a name to raise it for someone else)"
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={users.isFetching}
      options={options}
      notFoundContent={search.length < 2 ? 'Type at least 2 letters' : users.isFetching ? 'Searching…' : 'No user matches'}
    />
  );
}
