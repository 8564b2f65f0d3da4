import { useNavigate } from 'react-router';
import { jobSorts } from '@mv-admin/shared-api/jobs';
import { lazy } from 'react';
import { ListPage, useServerTable } from '@mv-admin/shared-ui/list';
import { fetchJobPage, jobFilters, jobListKey } from '../api/jobs';
import { useJobParam } from '../api/use-job-param';
import { jobColumns } from '../components/job-columns';
import { JobIdListFilter, JobStatusFilter, JobTypeFilter } from '../components/job-list-filters';

// The details (drawer, tabs, timeline, documents) load when a job is first opened, not with the
// list; pointing at or focusing a job's link starts the download a moment earlier.
const loadJobDrawer = () => import('../components/job-drawer');
const JobDrawer = lazy(loadJobDrawer);
const preloadJobDrawer = () => void loadJobDrawer();

/** /jobs: every job on the marketplace, server-paginated, with its full story in a drawer (`?job=123`). */
export function JobListPage() {
  const table = useServerTable({ queryKey: jobListKey, fetchPage: fetchJobPage, sorts: jobSorts, filters: jobFilters, live: ['job'], selectable: true });
  const details = useJobParam();
  const navigate = useNavigate();
  const { status, jobIdList, job_type } = table.filters;
  return (
    <ListPage
      list="jobs"
      onOpenRow={(job) => navigate(details.jobLink(job.id))}
      title="All Jobs"
      noun={{ one: 'job', other: 'jobs' }}
      table={table}
      columns={jobColumns(details.jobLink, preloadJobDrawer)}
      filters={
        <>
          <JobStatusFilter value={status} onChange={(next) => table.setFilter('status', next)} />
          <JobTypeFilter value={job_type} onChange={(next) => table.setFilter('job_type', next)} />
          <JobIdListFilter value={jobIdList} onChange={(next) => table.setFilter('jobIdList', next)} />
        </>
      }
    >
      {details.opened && details.shownId !== undefined && <JobDrawer jobId={details.shownId} open={details.jobId !== undefined} onClose={details.close} />}
    </ListPage>
  );
}
