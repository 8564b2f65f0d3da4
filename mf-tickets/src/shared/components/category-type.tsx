import type { TicketCategoryType } from '@mv-admin/shared-api/tickets';
import { Tag } from '@mv-admin/shared-ui';

/** Who a category is offered to, in words (the tag's colour only repeats it). */
export const categoryTypeLabels: Record<TicketCategoryType, string> = {
  ALL: 'Everyone',
  CUSTOMER: 'Customers',
  SERVICE_PROVIDER: 'Service providers',
};

const colours: Record<TicketCategoryType, string> = { ALL: 'blue', CUSTOMER: 'green', SERVICE_PROVIDER: 'purple' };

export const categoryTypeOptions = (Object.keys(categoryTypeLabels) as TicketCategoryType[]).map((value) => ({ value, label: categoryTypeLabels[value] }));

export function CategoryTypeTag({ type }: { type: TicketCategoryType }) {
  return <Tag color={colours[type]}>{categoryTypeLabels[type]}</Tag>;
}
