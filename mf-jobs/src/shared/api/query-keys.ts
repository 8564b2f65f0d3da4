/**
 * Query keys of this remote. Jobs are read-only here, under 'jobs'. The catalogue (categories,
 * subcategories and their pickers) sits under 'job-catalog': a category's name shows beside its
 * subcategories and in the pickers, so each catalogue save invalidates the whole prefix (only the
 * list on screen actually refetches). Jobs name their subcategory too, so a save marks them stale.
 */
export const jobsKey = ['jobs'] as const;
export const catalogKey = ['job-catalog'] as const;

export const jobKeys = {
  list: [...jobsKey, 'list'],
  one: (id: number) => [...jobsKey, 'one', id] as const,
} as const;

export const catalogKeys = {
  categories: [...catalogKey, 'categories'],
  subcategories: [...catalogKey, 'subcategories'],
  categoryOptions: [...catalogKey, 'category-options'],
  allCategories: [...catalogKey, 'all-categories'],
  workflowOptions: [...catalogKey, 'workflow-options'],
  documentTypeOptions: [...catalogKey, 'document-type-options'],
} as const;
