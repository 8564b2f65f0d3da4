import { Select } from '@mv-admin/shared-ui/list';
import { useAllJobCategories } from '../api/job-subcategories';

/** "All categories" or one category (inactive ones marked), for the subcategory list's `job_category_id` filter. */
export function JobCategoryFilter({ value, onChange }: { value?: number; onChange: (categoryId: number | undefined) => void }) {
  const categories = useAllJobCategories();
  return (
    <Select<number>
      aria-label="Filter by category"
      placeholder="All categories"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={categories.isPending}
      status={categories.isError ? 'error' : undefined}
      notFoundContent={categories.isError ? `Could not load the categories: ${categories.error.message}` : undefined}
      options={(categories.data ?? []).map((category) => ({ value: category.id, label: category.active ? category.name : `${category.name} (inactive)` }))}
      value={value}
      onChange={(next) => onChange(next ?? undefined)}
      style={{ width: 220 }}
    />
  );
}
