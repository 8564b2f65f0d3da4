import type { ApplicationPerson } from '@mv-admin/shared-api/applications';
import { Empty, formatDateTime, Typography } from '@mv-admin/shared-ui';
import { Timeline } from '@mv-admin/shared-ui/detail';

export interface HistoryEntry {
  key: string | number;
  /** What happened: "Submitted", "Approved", "Rejected". */
  label: string;
  color: 'blue' | 'green' | 'red' | 'gray';
  at: string;
  by: ApplicationPerson | null;
  remarks?: string | null;
}

/** Who did what and when, oldest first, with the remarks given. */
export function HistoryTimeline({ entries }: { entries: HistoryEntry[] }) {
  if (!entries.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nothing has happened yet" />;
  return (
    <Timeline
      items={entries.map((entry) => ({
        key: entry.key,
        color: entry.color,
        content: (
          <>
            <Typography.Text strong>{entry.label}</Typography.Text>
            <Typography.Text type="secondary">
              {' '}
              {entry.by ? `by ${entry.by.name} (${entry.by.email})` : 'by a removed user'} · {formatDateTime(entry.at)}
            </Typography.Text>
            {entry.remarks && (
              <Typography.Paragraph style={{ margin: 0 }}>
                Remarks: <q>{entry.remarks}</q>
              </Typography.Paragraph>
            )}
          </>
        ),
      }))}
    />
  );
}
