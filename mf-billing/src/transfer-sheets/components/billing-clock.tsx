import { lazy, type ReactNode, Suspense } from 'react';
import type { NextBillingTime } from '@mv-admin/shared-api/billing';
import { Button, Flex, Panel, Spin, Typography, formatDateTime, MALDIVES_TIME_LABEL } from '@mv-admin/shared-ui';
import { Fact, FactList } from '../../shared/components/fact-list';
import { useNextBillingTime } from '../api/transfer-sheets';

// Only a failed load shows it: the list's deep link does not download antd's Alert (issue 39).
const Alert = lazy(() => import('@mv-admin/shared-ui/alert').then((m) => ({ default: m.Alert })));

function Schedule({ clock }: { clock: NextBillingTime }) {
  const following = clock.nextDates.filter((date) => date !== clock.nextDate);
  return (
    <Flex vertical gap="small">
      <FactList>
        <Fact label="System time">{formatDateTime(clock.systemTime)}</Fact>
        <Fact label="Next generation">{formatDateTime(clock.nextDate)}</Fact>
        <Fact label="Last generation">{formatDateTime(clock.lastDate)}</Fact>
      </FactList>
      {following.length > 0 && (
        <Typography.Text type="secondary">
          Following generations: <span data-testid="following-closings">{following.map(formatDateTime).join(' · ')}</span>
        </Typography.Text>
      )}
    </Flex>
  );
}

/**
 * The billing clock above the sheet list (`get-next-billing-time`): the server's time, the next
 * generation (when the current monthly period closes; its sheet is produced right after), the
 * ones after it and the last one, in Maldives time (the billing calendar's). A failed first load shows the reason with
 * Retry; a failed refresh keeps the schedule on screen (the next refresh tries again).
 */
export function BillingClock() {
  const clock = useNextBillingTime();
  let body: ReactNode;
  if (clock.data) body = <Schedule clock={clock.data} />;
  else if (clock.error)
    body = (
      <Suspense fallback={<Typography.Text type="danger">Could not load the billing schedule</Typography.Text>}>
        <Alert
          type="error"
          showIcon
          title="Could not load the billing schedule"
          description={clock.error.message}
          action={
            <Button size="small" onClick={() => void clock.refetch()}>
              Retry
            </Button>
          }
        />
      </Suspense>
    );
  else
    body = (
      <Flex role="status" gap="small" align="center">
        <Spin size="small" />
        <Typography.Text type="secondary">Loading the billing schedule…</Typography.Text>
      </Flex>
    );
  return (
    <Panel title="Billing clock" extra={<Typography.Text type="secondary">{MALDIVES_TIME_LABEL}</Typography.Text>}>
      {body}
    </Panel>
  );
}
