import { Select } from '@mv-admin/shared-ui/list';
import { filterAtollIslandOption, toAtollOptions, useAtollIslandSelect } from '@mv-admin/shared-ui/locations';

/** "All atolls" or one atoll, for the island list's `atoll_id` filter. */
export function AtollFilter({ value, onChange }: { value?: number; onChange: (atollId: number | undefined) => void }) {
  const atolls = useAtollIslandSelect();
  return (
    <Select<number>
      aria-label="Filter by atoll"
      placeholder="All atolls"
      allowClear
      showSearch={{ filterOption: filterAtollIslandOption }}
      loading={atolls.isPending}
      options={toAtollOptions(atolls.data ?? [])}
      value={value}
      onChange={(next) => onChange(next ?? undefined)}
      style={{ width: 200 }}
    />
  );
}
