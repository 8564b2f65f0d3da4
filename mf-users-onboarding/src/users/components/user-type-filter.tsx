import type { UserType } from '@mv-admin/shared-api';
import { ChoiceFilter } from '@mv-admin/shared-ui/list';
import { userTypeOptions } from './user-type';

/** "All types" or one user type, for the list's `type` URL filter. */
export function UserTypeFilter({ value, onChange }: { value?: UserType; onChange: (type: UserType | undefined) => void }) {
  return <ChoiceFilter label="Filter by type" placeholder="All types" options={userTypeOptions} value={value} onChange={onChange} width={180} />;
}
