import { z } from 'zod';

/**
 * Field builders for a list's URL filters (`useServerTable({ filters })`). A remote that builds
 * its filter schema from these needs no `zod` import of its own, so it does not bundle a second
 * copy of zod (about 20 KB gzip: zod is not a shared module; the host's copy comes with
 * shared-ui). Invalid URL values fall back to "no filter", as for any filter schema.
 */
export const listFilter = {
  /** A positive id, e.g. `?atoll_id=3`. */
  id: () => z.coerce.number().int().positive().optional(),
  /** Active or inactive, as the URL holds it ('true' | 'false'); pair it with ActiveFilter. */
  active: () => z.enum(['true', 'false']).optional(),
};

/** A list's filter schema from `listFilter` fields: `listFilters({ island_id: listFilter.id() })`. */
export const listFilters = <T extends z.ZodRawShape>(shape: T) => z.object(shape);
