import { Link } from 'react-router';
import type { TransferSheet } from '@mv-admin/shared-api/billing';
import { Typography, formatMvr, formatDateTime } from '@mv-admin/shared-ui';
import type { TableColumnsType } from '@mv-admin/shared-ui/list';
import { SheetStatusTag } from '../../shared/components/sheet-status-tag';
import { formatBillingPeriod } from '../../shared/format/billing-period';

/** The details screen of a sheet (spec §2). */
export const sheetDetailsPath = (id: number) => `/billing/business-transfer-sheet/${id}/details`;

export const transferSheetColumns: TableColumnsType<TransferSheet> = [
  {
    title: 'Batch name',
    key: 'batch_name',
    render: (_, sheet) => (
      <Link to={sheetDetailsPath(sheet.id)} aria-label={`Open transfer sheet ${sheet.batch_name}`}>
        {sheet.batch_name}
      </Link>
    ),
  },
  { title: 'Billing period', key: 'period', render: (_, sheet) => formatBillingPeriod(sheet.billing_period_start, sheet.billing_period_end) },
  { title: 'Status', key: 'status', render: (_, sheet) => <SheetStatusTag status={sheet.status} /> },
  {
    title: 'Items',
    key: 'items_count',
    align: 'right',
    render: (_, sheet) => (
      <span>
        {sheet.items_count}
        {sheet.outstanding_count > 0 && <Typography.Text type="secondary"> ({sheet.outstanding_count} outstanding)</Typography.Text>}
      </span>
    ),
  },
  { title: 'Billed amount', key: 'total_billed_amount', align: 'right', render: (_, sheet) => formatMvr(sheet.total_billed_amount) },
  { title: 'Paid amount', key: 'total_paid_amount', align: 'right', render: (_, sheet) => formatMvr(sheet.total_paid_amount) },
  {
    title: 'Created by',
    key: 'createdBy',
    // Sheets are produced by the server's schedule, not by a person (createdBy is null then).
    render: (_, sheet) => sheet.createdBy?.name ?? <Typography.Text type="secondary">Billing schedule</Typography.Text>,
  },
  { title: 'Created at', key: 'created_at', render: (_, sheet) => formatDateTime(sheet.created_at) },
];
