import { Select } from '@mv-admin/shared-ui/list';
import { useTicketCategoryOptions } from '../api/use-ticket-category-options';

/** "All categories" or one category, for a list's `ticket_category_id` filter. */
export function TicketCategoryFilter({ value, onChange }: { value?: number; onChange: (categoryId: number | undefined) => void }) {
  const categories = useTicketCategoryOptions();
  return (
    <Select<number>
      aria-label="Filter by category"
      placeholder="All categories"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={categories.isPending}
      options={categories.options}
      value={value}
      onChange={(next) => onChange(next ?? undefined)}
      style={{ width: 220 }}
    />
  );
}
