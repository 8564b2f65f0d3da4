import type { TransferSheet } from '@mv-admin/shared-api/billing';
import { Typography, formatMvr, theme, formatDateTime, MALDIVES_TIME_LABEL } from '@mv-admin/shared-ui';
import { Fact, FactList } from '../../shared/components/fact-list';
import { SheetStatusTag } from '../../shared/components/sheet-status-tag';
import { formatBillingPeriod } from '../../shared/format/billing-period';

/**
 * The sheet's header: its period and status, when and by whom it was produced, and its totals as
 * the server counts them over every item (the item table's footer adds up the rows on screen).
 */
export function SheetSummary({ sheet }: { sheet: TransferSheet }) {
  const { token } = theme.useToken();
  return (
    <section
      aria-label="Sheet summary"
      style={{ background: token.colorBgContainer, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, padding: 16 }}
    >
      <FactList>
        <Fact label="Billing period">{formatBillingPeriod(sheet.billing_period_start, sheet.billing_period_end)}</Fact>
        <Fact label="Status">
          <SheetStatusTag status={sheet.status} />
        </Fact>
        <Fact label="Items">
          {sheet.items_count}
          {sheet.outstanding_count > 0 && ` (${sheet.outstanding_count} outstanding)`}
        </Fact>
        <Fact label="Billed amount">{formatMvr(sheet.total_billed_amount)}</Fact>
        <Fact label="Paid amount">{formatMvr(sheet.total_paid_amount)}</Fact>
        <Fact label="Outstanding">{formatMvr(sheet.total_billed_amount - sheet.total_paid_amount)}</Fact>
        <Fact label="Created">
          {formatDateTime(sheet.created_at)} by {sheet.createdBy?.name ?? 'the billing schedule'}
        </Fact>
      </FactList>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 12 }}>
        Dates and times are in {MALDIVES_TIME_LABEL}; amounts in MVR.
      </Typography.Text>
    </section>
  );
}
