import { lazy } from 'react';
import type { JobCategory } from '@mv-admin/shared-api/catalog';
import { ActiveFilter, ListPage, useFormModal, useServerTable } from '@mv-admin/shared-ui/list';
import { fetchJobCategoryPage, jobCategoryFilters, jobCategoryListKey, useSetJobCategoryActive } from '../api/job-categories';
import { jobCategoryColumns } from '../components/job-category-columns';

// The form (and the kit's form cut) loads when the dialog is first opened, not with the list.
const JobCategoryFormModal = lazy(() => import('../components/job-category-form-modal'));

/** /admin/job-category: categories with their required documents and creator; search, filter by status, create, edit, toggle. */
export function JobCategoryListPage() {
  const table = useServerTable({ queryKey: jobCategoryListKey, fetchPage: fetchJobCategoryPage, filters: jobCategoryFilters, live: ['job_category'] });
  const modal = useFormModal<JobCategory>();
  const setActive = useSetJobCategoryActive();
  const columns = jobCategoryColumns({ onEdit: modal.openEdit, onSetActive: (category, active) => setActive.mutateAsync({ category, active }) });
  return (
    <ListPage
      list="job-categories"
      title="Job Categories"
      noun={{ one: 'job category', other: 'job categories' }}
      table={table}
      columns={columns}
      onCreate={modal.openCreate}
      filters={<ActiveFilter value={table.filters.active} onChange={(active) => table.setFilter('active', active)} />}
    >
      {modal.opened && <JobCategoryFormModal open={modal.open} category={modal.entity} onClose={modal.close} />}
    </ListPage>
  );
}
