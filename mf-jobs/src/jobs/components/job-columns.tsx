import type { Job } from '@mv-admin/shared-api/jobs';
import { formatDate, formatMvr, Typography, MaldivesTimeTitle } from '@mv-admin/shared-ui';
import type { TableColumnsType } from '@mv-admin/shared-ui/list';
import { Link } from 'react-router';
import { JobStatusTag, JobTypeTag } from './job-tags';

const secondary = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;

/**
 * The all-jobs table. `jobLink(id)` is the URL that opens a job's details (a real link: it opens
 * in a new tab too); `onPointAtJob` runs when a link is hovered or focused (to preload the details).
 */
export const jobColumns = (jobLink: (id: number) => string, onPointAtJob?: () => void): TableColumnsType<Job> => [
  { title: 'ID', dataIndex: 'id', width: 80, render: (id: number) => `#${id}` },
  {
    title: 'Title',
    dataIndex: 'title',
    render: (title: string, job) => (
      <Link to={jobLink(job.id)} aria-label={`Open job #${job.id}: ${title}`} onMouseEnter={onPointAtJob} onFocus={onPointAtJob}>
        {title}
      </Link>
    ),
  },
  { title: 'Status', dataIndex: 'status', render: (_, job) => <JobStatusTag status={job.status} /> },
  { title: 'Type', dataIndex: 'job_type', render: (_, job) => <JobTypeTag type={job.job_type} /> },
  { title: 'Customer', key: 'customer', render: (_, job) => job.createdBy.name },
  { title: 'Provider', key: 'provider', render: (_, job) => job.serviceProvider?.name ?? secondary('Not assigned') },
  {
    title: 'Category / Subcategory',
    key: 'subcategory',
    render: (_, { jobSubcategory }) => `${jobSubcategory.jobCategory.name} / ${jobSubcategory.name}`,
  },
  { title: 'Budget', dataIndex: 'job_estimated_budget', align: 'right', render: (cents: number | null) => formatMvr(cents) },
  { title: 'Total cost', dataIndex: 'job_total_cost', align: 'right', render: (cents: number | null) => formatMvr(cents) },
  { title: <MaldivesTimeTitle>Created</MaldivesTimeTitle>, dataIndex: 'created_at', render: (createdAt: string) => formatDate(createdAt) },
];
