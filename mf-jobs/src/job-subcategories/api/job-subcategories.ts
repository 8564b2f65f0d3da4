import type { VersionedInput } from '@mv-admin/shared-api';
import { catalogApi, type JobSubcategory, type JobSubcategoryInput, type jobSubcategorySorts } from '@mv-admin/shared-api/catalog';
import { listFilter, listFilters, type ServerTableQuery } from '@mv-admin/shared-ui/list';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { catalogKeys } from '../../shared/api/query-keys';
import { useInvalidateCatalog } from '../../shared/api/use-invalidate-catalog';

export const jobSubcategoryListKey = catalogKeys.subcategories;

/** The list's URL filters: `?job_category_id=3&active=true`. */
export const jobSubcategoryFilters = listFilters({ job_category_id: listFilter.id(), active: listFilter.active() });
export type JobSubcategoryFilters = z.output<typeof jobSubcategoryFilters>;

export const fetchJobSubcategoryPage = (query: ServerTableQuery<JobSubcategoryFilters, typeof jobSubcategorySorts>, signal: AbortSignal) =>
  catalogApi.listJobSubcategories({ query }, signal);

/** Active categories for the form's picker (`GET /job-categories-dropdown-list`). */
export function useJobCategoryOptions() {
  return useQuery({
    queryKey: catalogKeys.categoryOptions,
    queryFn: ({ signal }) => catalogApi.jobCategoryDropdown({}, signal),
    staleTime: 60_000,
  });
}

/** Every category, inactive ones too, for the list's category filter (old subcategories may sit under an inactive one). */
export function useAllJobCategories() {
  return useQuery({
    queryKey: catalogKeys.allCategories,
    queryFn: ({ signal }) => catalogApi.listJobCategories({ query: { unpaginated: true } }, signal),
    select: (page) => page.items,
    staleTime: 60_000,
  });
}

/** The workflows a subcategory can run on (`GET /workflow-dropdown-list`). */
export function useWorkflowOptions() {
  return useQuery({
    queryKey: catalogKeys.workflowOptions,
    queryFn: ({ signal }) => catalogApi.workflowDropdown({}, signal),
    staleTime: 5 * 60_000,
  });
}

/** Creates a job subcategory, or updates `subcategory` when given. */
export function useSaveJobSubcategory(subcategory?: JobSubcategory) {
  const invalidate = useInvalidateCatalog();
  return useMutation({
    mutationFn: ({ values: body, version }: VersionedInput<JobSubcategoryInput>) =>
      subcategory ? catalogApi.updateJobSubcategory({ params: { id: subcategory.id }, body, ifMatch: version }) : catalogApi.createJobSubcategory({ body }),
    onSuccess: invalidate,
  });
}

/** Switches one job subcategory on or off. */
export function useSetJobSubcategoryActive() {
  const invalidate = useInvalidateCatalog();
  return useMutation({
    mutationFn: ({ subcategory, active }: { subcategory: JobSubcategory; active: boolean }) =>
      catalogApi.updateJobSubcategory({ params: { id: subcategory.id }, body: { active }, ifMatch: subcategory.version }),
    // Refused too (a 412 when someone else changed the row): the list re-reads the saved value.
    onSettled: invalidate,
  });
}
