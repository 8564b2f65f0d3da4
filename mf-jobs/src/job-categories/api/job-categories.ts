import type { VersionedInput } from '@mv-admin/shared-api';
import { catalogApi, type JobCategory, type JobCategoryInput, type jobCategorySorts } from '@mv-admin/shared-api/catalog';
import { listFilter, listFilters, type ServerTableQuery } from '@mv-admin/shared-ui/list';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { catalogKeys } from '../../shared/api/query-keys';
import { useInvalidateCatalog } from '../../shared/api/use-invalidate-catalog';

export const jobCategoryListKey = catalogKeys.categories;

/** The list's URL filters: `?active=true`. */
export const jobCategoryFilters = listFilters({ active: listFilter.active() });
export type JobCategoryFilters = z.output<typeof jobCategoryFilters>;

export const fetchJobCategoryPage = (query: ServerTableQuery<JobCategoryFilters, typeof jobCategorySorts>, signal: AbortSignal) =>
  catalogApi.listJobCategories({ query }, signal);

/** Every document type (`GET /document-type/dropdown`), for the required documents picker. */
export function useDocumentTypeOptions() {
  return useQuery({
    queryKey: catalogKeys.documentTypeOptions,
    queryFn: ({ signal }) => catalogApi.documentTypeDropdown({}, signal),
    staleTime: 5 * 60_000,
  });
}

/** Creates a job category, or updates `category` when given (the document list replaces its required documents). */
export function useSaveJobCategory(category?: JobCategory) {
  const invalidate = useInvalidateCatalog();
  return useMutation({
    mutationFn: ({ values: body, version }: VersionedInput<JobCategoryInput>) =>
      category ? catalogApi.updateJobCategory({ params: { id: category.id }, body, ifMatch: version }) : catalogApi.createJobCategory({ body }),
    onSuccess: invalidate,
  });
}

/** Switches one job category on or off (the update call needs its name; its documents stay). */
export function useSetJobCategoryActive() {
  const invalidate = useInvalidateCatalog();
  return useMutation({
    mutationFn: ({ category, active }: { category: JobCategory; active: boolean }) =>
      catalogApi.updateJobCategory({ params: { id: category.id }, body: { name: category.name, active }, ifMatch: category.version }),
    // Refused too (a 412 when someone else changed the row): the list re-reads the saved value.
    onSettled: invalidate,
  });
}
