import { Link } from 'react-router';
import type { BilledJob, TransferSheetItem } from '@mv-admin/shared-api/billing';
import { Typography, formatMvr, formatDateTime } from '@mv-admin/shared-ui';
import { Table, type TableColumnsType } from '@mv-admin/shared-ui/list';
import { sumCents } from '../../shared/format/decimal';

/** The Jobs module's list narrowed to one job, with its drawer open. */
export const jobLink = (jobId: number) => `/jobs?jobIdList=${jobId}&job=${jobId}`;

const columns: TableColumnsType<BilledJob> = [
  {
    title: 'Job',
    key: 'title',
    render: (_, job) => (
      <Link to={jobLink(job.id)} aria-label={`Open job #${job.id} ${job.title} in Jobs`}>
        #{job.id} {job.title}
      </Link>
    ),
  },
  { title: 'Completed', key: 'completed_at', render: (_, job) => formatDateTime(job.completed_at) },
  { title: 'Job cost', key: 'job_total_cost', align: 'right', render: (_, job) => formatMvr(job.job_total_cost) },
  { title: 'Billed share', key: 'profit_amount', align: 'right', render: (_, job) => formatMvr(job.profit_amount) },
];

/**
 * The jobs billed on one item (shown when its row is expanded): title with a link to the job in
 * the Jobs module, completion time, cost and the share billed for it. The shares add up to the
 * item's billed amount (the server rounds each job's share, not the total).
 */
export function ItemJobs({ item }: { item: TransferSheetItem }) {
  return (
    <Table<BilledJob>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={item.jobs}
      pagination={false}
      title={() => <Typography.Text strong>Jobs billed to {item.billedServiceProvider.name}</Typography.Text>}
      summary={(jobs) => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={2}>
            <Typography.Text strong>
              Total ({jobs.length} {jobs.length === 1 ? 'job' : 'jobs'})
            </Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={2} align="right">
            {formatMvr(sumCents(jobs.map((job) => job.job_total_cost)))}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={3} align="right">
            {formatMvr(sumCents(jobs.map((job) => job.profit_amount)))}
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
