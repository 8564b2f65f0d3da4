import { Empty, ErrorState, Flex, LoadingState } from '@mv-admin/shared-ui';
import { RecordHistory } from '@mv-admin/shared-ui/audit';
import { Drawer, PresenceBar, Tabs, type TabsProps } from '@mv-admin/shared-ui/detail';
import { DocumentList } from '@mv-admin/shared-ui/documents';
import type { Job } from '@mv-admin/shared-api/jobs';
import { useJob } from '../api/jobs';
import { JobChats } from './job-chats';
import { JobOverview } from './job-overview';
import { JobStatusTag, JobTypeTag } from './job-tags';
import { JobTimeline } from './job-timeline';

interface JobDrawerProps {
  jobId: number;
  open: boolean;
  onClose: () => void;
}

/** The tabs a job has content for: overview always, history, documents and chats when it has any. */
function tabsOf(job: Job): NonNullable<TabsProps['items']> {
  const tabs: NonNullable<TabsProps['items']> = [{ key: 'overview', label: 'Overview', children: <JobOverview job={job} /> }];
  if (job.jobActions.length) tabs.push({ key: 'history', label: `History (${job.jobActions.length})`, children: <JobTimeline actions={job.jobActions} /> });
  if (job.documents.length) tabs.push({ key: 'documents', label: `Documents (${job.documents.length})`, children: <DocumentList documents={job.documents} /> });
  if (job.chats.length) tabs.push({ key: 'chats', label: `Chats (${job.chats.length})`, children: <JobChats chats={job.chats} /> });
  tabs.push({ key: 'activity', label: 'Activity', children: <RecordHistory entityType="job" entityId={job.id} /> });
  return tabs;
}

function JobDetails({ jobId }: { jobId: number }) {
  const query = useJob(jobId);
  if (query.isPending) return <LoadingState label="Loading the job…" />;
  if (query.error && !query.data) return <ErrorState title={`Could not load job #${jobId}`} error={query.error} onRetry={() => void query.refetch()} />;
  const job = query.data;
  if (!job) return <Empty description={`No job #${jobId}`} />;
  return (
    <Flex vertical gap="small">
      <Flex gap="small" wrap>
        <JobStatusTag status={job.status} />
        <JobTypeTag type={job.job_type} />
      </Flex>
      {/* Inactive tabs render on first visit only: a long history costs nothing until asked for. */}
      <Tabs key={job.id} items={tabsOf(job)} />
    </Flex>
  );
}

/**
 * A job's full story (spec §3): overview, action history, documents and chats, in a drawer whose
 * state is the URL's `?job=` (the list page owns it). Loaded lazily with the list's first open.
 */
export default function JobDrawer({ jobId, open, onClose }: JobDrawerProps) {
  const title = useJob(jobId).data?.title;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size="large"
      title={title ? `Job #${jobId}: ${title}` : `Job #${jobId}`}
      closable={{ 'aria-label': 'Close job details' }}
    >
      <PresenceBar type="job" id={open ? jobId : undefined} />
      <JobDetails jobId={jobId} />
    </Drawer>
  );
}
