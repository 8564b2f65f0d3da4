import type { TransferSheetItem } from '@mv-admin/shared-api/billing';
import { Flex, Typography, formatMvr, formatDateTime } from '@mv-admin/shared-ui';
import type { TableColumnsType } from '@mv-admin/shared-ui/list';
import { ItemStatusTag, OverdueTag } from '../../shared/components/sheet-status-tag';
import { formatBasisPoints } from '../../shared/format/decimal';
import { isOverdue, outstandingCents } from '../model/item-amounts';
import { ITEM_COLUMN_TITLES as T } from '../model/item-columns';

/** The columns of a sheet's items; `now` decides which outstanding items show as overdue. */
export const transferItemColumns = (now: number): TableColumnsType<TransferSheetItem> => [
  {
    title: T.provider,
    key: 'provider',
    render: (_, { billedServiceProvider: provider }) => (
      <Flex vertical>
        <Typography.Text strong>{provider.name}</Typography.Text>
        {provider.business_name && <Typography.Text>{provider.business_name}</Typography.Text>}
        <Typography.Text type="secondary">{provider.email}</Typography.Text>
      </Flex>
    ),
  },
  { title: T.type, key: 'type', render: (_, item) => item.type.name },
  // The rate the item was billed at (a type's rate may change later; the item keeps its own).
  { title: T.rate, key: 'rate', align: 'right', render: (_, item) => formatBasisPoints(item.profit_percentage_bp) },
  { title: T.jobs, key: 'jobs', align: 'right', render: (_, item) => item.total_jobs_count },
  { title: T.billed, key: 'billed', align: 'right', render: (_, item) => formatMvr(item.billed_amount) },
  { title: T.paid, key: 'paid', align: 'right', render: (_, item) => formatMvr(item.paid_amount) },
  { title: T.outstanding, key: 'outstanding', align: 'right', render: (_, item) => formatMvr(outstandingCents(item)) },
  {
    title: T.status,
    key: 'status',
    render: (_, item) => (
      <Flex vertical gap={4} align="start">
        <ItemStatusTag status={item.status} />
        {item.remarks && <Typography.Text type="secondary">{item.remarks}</Typography.Text>}
      </Flex>
    ),
  },
  {
    title: T.overdueAt,
    key: 'overdue_at',
    render: (_, item) =>
      isOverdue(item, now) ? (
        <Flex vertical gap={4} align="start" data-overdue="true">
          <Typography.Text type="danger" strong>
            {formatDateTime(item.overdue_at)}
          </Typography.Text>
          <OverdueTag />
        </Flex>
      ) : (
        formatDateTime(item.overdue_at)
      ),
  },
];
