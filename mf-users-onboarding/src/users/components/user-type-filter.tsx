import type { UserType } from '@mv-admin/shared-api';
import { Select } from '@mv-admin/shared-ui/list';
import { userTypeOptions } from './user-type';

/** "All types" or one user type, for the list's `type` URL filter. */
export function UserTypeFilter({ value, onChange }: { value?: UserType; onChange: (type: UserType | undefined) => void }) {
  return (
    <Select<UserType>
      aria-label="Filter by type"
      placeholder="All types"
      allowClear
      options={userTypeOptions}
      value={value}
      onChange={(next) => onChange(next ?? undefined)}
      style={{ width: 180 }}
    />
  );
}
