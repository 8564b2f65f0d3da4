import type { JobAction } from '@mv-admin/shared-api/jobs';
import { Button, formatDateTime, Typography } from '@mv-admin/shared-ui';
import { Timeline, type TimelineProps } from '@mv-admin/shared-ui/detail';
import { useMemo, useState } from 'react';
import { jobActionLabel } from '../format/job-labels';

/** Actions drawn at first and per "Show more": a job with thousands of actions opens at once. */
export const TIMELINE_STEP = 100;

const colorOf = (action: string) => (action === 'cancel' || action === 'reject_counter_offer' ? 'red' : action === 'customer_complete' ? 'green' : 'blue');

type Items = NonNullable<TimelineProps['items']>;

/** One item per action: a label lookup and a date format each, nothing heavier. */
const toItems = (actions: JobAction[]): Items =>
  actions.map((action) => {
    const label = jobActionLabel(action.action);
    return {
      key: action.id,
      color: colorOf(action.action),
      title: <Typography.Text strong>{label}</Typography.Text>,
      content: (
        <>
          {/* Details that only repeat the action's name ("Work started") are not shown twice. */}
          {action.details && action.details !== label && <div>{action.details}</div>}
          <Typography.Text type="secondary">
            {action.user?.name ?? 'System'} · {formatDateTime(action.created_at)}
          </Typography.Text>
        </>
      ),
    };
  });

/** A job's action history, oldest first, as the server keeps it: what happened, who did it, when. */
export function JobTimeline({ actions }: { actions: JobAction[] }) {
  const [shown, setShown] = useState(TIMELINE_STEP);
  // Only the actions on screen are turned into items: the rest cost nothing until asked for.
  const items = useMemo(() => toItems(actions.slice(0, shown)), [actions, shown]);
  const rest = actions.length - shown;
  return (
    <>
      <Timeline items={items} />
      {rest > 0 && (
        <Button onClick={() => setShown((n) => n + TIMELINE_STEP)}>
          Show {Math.min(rest, TIMELINE_STEP)} more of {rest}
        </Button>
      )}
    </>
  );
}
