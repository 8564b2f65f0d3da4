import type { TicketCategoryType } from '@mv-admin/shared-api/tickets';
import { ChoiceFilter } from '@mv-admin/shared-ui/list';
import { categoryTypeOptions } from './category-type';

/** "Offered to anyone" or one audience, for the category list's `category_type` filter. */
export function CategoryTypeFilter({ value, onChange }: { value?: TicketCategoryType; onChange: (type: TicketCategoryType | undefined) => void }) {
  return <ChoiceFilter label="Filter by audience" placeholder="Any audience" options={categoryTypeOptions} value={value} onChange={onChange} width={180} />;
}
