import { lazy } from 'react';
import type { JobSubcategory } from '@mv-admin/shared-api/catalog';
import { ActiveFilter, ListPage, useFormModal, useServerTable } from '@mv-admin/shared-ui/list';
import { fetchJobSubcategoryPage, jobSubcategoryFilters, jobSubcategoryListKey, useSetJobSubcategoryActive } from '../api/job-subcategories';
import { JobCategoryFilter } from '../components/job-category-filter';
import { jobSubcategoryColumns } from '../components/job-subcategory-columns';

// The form (and the kit's form cut) loads when the dialog is first opened, not with the list.
const JobSubcategoryFormModal = lazy(() => import('../components/job-subcategory-form-modal'));

/** /admin/job-subcategory: subcategories with their category and workflow; filter by category and status, create, edit, toggle. */
export function JobSubcategoryListPage() {
  const table = useServerTable({
    queryKey: jobSubcategoryListKey,
    fetchPage: fetchJobSubcategoryPage,
    filters: jobSubcategoryFilters,
    live: ['job_subcategory'],
  });
  const modal = useFormModal<JobSubcategory>();
  const setActive = useSetJobSubcategoryActive();
  const columns = jobSubcategoryColumns({
    onEdit: modal.openEdit,
    onSetActive: (subcategory, active) => setActive.mutateAsync({ subcategory, active }),
  });
  return (
    <ListPage
      list="job-subcategories"
      title="Job Subcategories"
      noun={{ one: 'job subcategory', other: 'job subcategories' }}
      table={table}
      columns={columns}
      onCreate={modal.openCreate}
      filters={
        <>
          <JobCategoryFilter value={table.filters.job_category_id} onChange={(categoryId) => table.setFilter('job_category_id', categoryId)} />
          <ActiveFilter value={table.filters.active} onChange={(active) => table.setFilter('active', active)} />
        </>
      }
    >
      {modal.opened && <JobSubcategoryFormModal open={modal.open} subcategory={modal.entity} onClose={modal.close} />}
    </ListPage>
  );
}
