import type { ComponentType } from 'react';
import * as z from 'zod/mini';

/**
 * What every remote exposes as `./module` (its one typed contract with the shell).
 *
 * A remote lists its screens; the shell mounts them under their paths. A team adds a screen by
 * adding a route here and its path (and, if wanted, a menu entry) to the remotes registry the
 * shell reads at startup: no shell release. The shell checks the loaded value against
 * `remoteModuleSchema` and treats a mismatch like a failed load.
 */
export interface RemoteRoute {
  /** Absolute path as in spec §2, react-router syntax for params (`/x/:id/details`). */
  path: string;
  /** Page title, shown in the browser tab. */
  title: string;
  Component: ComponentType;
}
export interface RemoteModule {
  name: string;
  routes: RemoteRoute[];
}

const componentSchema = z.custom<ComponentType>(
  (v) => typeof v === 'function' || (typeof v === 'object' && v !== null && '$$typeof' in v),
  'Component must be a React component',
);

const nonEmpty = () => z.string().check(z.minLength(1));
const absolutePath = () => z.string().check(z.startsWith('/'));

// zod/mini: the shell checks the registry and each loaded module before any domain schema loads.
export const remoteModuleSchema = z.object({
  name: nonEmpty(),
  routes: z.array(z.object({ path: absolutePath(), title: nonEmpty(), Component: componentSchema })).check(z.minLength(1)),
});

/** One entry of the remotes registry (`/remotes.json` on the shell's origin). */
export const remoteEntrySchema = z.object({
  /** Federation name, e.g. `mf_locations`; exposes `<name>/module`. */
  name: z.string().check(z.regex(/^[a-z][a-z0-9_]*$/)),
  /** Human name used in messages, e.g. "Locations". */
  label: nonEmpty(),
  /** URL of the remote's `remoteEntry.js`. */
  entry: z.url(),
  /** Route patterns this remote owns; deep links to them wait for this remote. */
  routes: z.array(absolutePath()).check(z.minLength(1)),
  /** Extra menu entries beyond spec §2's fixed menu (a new screen needs no shell release). */
  menu: z.optional(z.array(z.object({ group: z.optional(z.string()), label: z.string(), path: absolutePath() }))),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

export const remoteRegistrySchema = z.object({ remotes: z.array(remoteEntrySchema) });
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;
