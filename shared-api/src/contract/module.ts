import type { ComponentType } from 'react';
import * as z from 'zod/mini';

/**
 * What every remote exposes as `./module` (its one typed contract with the shell).
 *
 * A remote lists its screens; the shell mounts them under their paths. A team adds a screen by
 * declaring it in the remote's `src/routes.ts` (RouteDeclaration) and giving it a page in
 * `module.tsx`; the registry entry the shell reads at startup is written from the same
 * declarations: no shell release. The shell checks the loaded value against
 * `remoteModuleSchema` and treats a mismatch like a failed load.
 */
export interface RemoteRoute {
  /** Absolute path as in spec §2, react-router syntax for params (`/x/:id/details`). */
  path: string;
  /** Page title, shown in the browser tab. */
  title: string;
  /**
   * The page. A `lazyPage` (its `preload` loads the code) renders without a spinner once the shell
   * preloaded it; a plain component or `React.lazy` page works too.
   */
  Component: ComponentType & { preload?: () => Promise<void> };
}
/**
 * A figure block a remote contributes to the dashboard (`/`, issue 13). The shell lays the
 * widgets of every registered module out in one grid, in registry order and then in the order
 * the module lists them, loads each one on its own and isolates its failure (a compact
 * "unavailable" card with Retry; the others render). It frames each widget in a card headed by
 * `title`; the widget renders the card's body: its figures, each a link to the filtered list it
 * summarises, with its own skeleton while its data loads.
 */
export interface WidgetDeclaration {
  /** Unique within the module, e.g. 'jobs-by-status'; also the card's test id (`widget-<id>`). */
  id: string;
  /** The card's heading, e.g. 'Jobs'. */
  title: string;
  /** Grid columns wanted where the grid has two or more (a chart); default 1. */
  span?: 1 | 2;
  /**
   * The card's height in px once its figures show (at least: the card never shrinks under it).
   * Declared in the module's `src/routes.ts` and written into its registry entry, so the
   * dashboard reserves the card's place while the module's code loads: nothing moves when the
   * figures arrive (no layout shift).
   */
  height?: number;
  /**
   * The API reads the widget makes, as paths with their query (`/islands?active=false&size=1`):
   * the dashboard starts them as it opens, alongside the module's code, and the widget's own calls
   * take those answers (shared-api's early reads). A read left out still works, a round trip later.
   */
  reads?: readonly string[];
}

export interface DashboardWidget extends WidgetDeclaration {
  /**
   * Loads the widget's code: a dynamic import, so it arrives with the dashboard and never with
   * the module's list screens. Called again on Retry after a failure.
   */
  load: () => Promise<{ default: ComponentType }>;
}

export interface RemoteModule {
  name: string;
  routes: RemoteRoute[];
  /** Optional: what the module shows on the dashboard. A module without widgets shows nothing there. */
  widgets?: DashboardWidget[];
}

const componentSchema = z.custom<RemoteRoute['Component']>(
  (v) => typeof v === 'function' || (typeof v === 'object' && v !== null && '$$typeof' in v),
  'Component must be a React component',
);

const nonEmpty = () => z.string().check(z.minLength(1));
const absolutePath = () => z.string().check(z.startsWith('/'));
/** An API read as the client names it: a path with its query (`/islands?active=false&size=1`). */
const apiRead = () => z.string().check(z.regex(/^\/[\w\-/]+(\?[\w\-=&.,]*)?$/));

// zod/mini: the shell checks the registry and each loaded module before any domain schema loads.
// `widgets` passes through unchecked here: a broken widget declaration must not take the module's
// routes down with it; the dashboard checks it with dashboardWidgetsSchema.
export const remoteModuleSchema = z.object({
  name: nonEmpty(),
  routes: z.array(z.object({ path: absolutePath(), title: nonEmpty(), Component: componentSchema })).check(z.minLength(1)),
  widgets: z.optional(z.unknown()),
});

/** The `widgets` of a module, as the dashboard requires them (ids unique within the module). */
export const dashboardWidgetsSchema = z
  .array(
    z.object({
      id: nonEmpty(),
      title: nonEmpty(),
      span: z.optional(z.union([z.literal(1), z.literal(2)])),
      height: z.optional(z.number()),
      load: z.custom<DashboardWidget['load']>((v) => typeof v === 'function', 'load must be a function'),
    }),
  )
  .check(z.refine((widgets) => new Set(widgets.map((w) => w.id)).size === widgets.length, 'Widget ids must be unique'));

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
  /** The module's version (its package.json at build time): what the About dialog shows until its build is loaded. */
  version: z.optional(nonEmpty()),
  /** The module's side menu entries, written from its `src/routes.ts` (see RouteDeclaration). */
  menu: z.optional(z.array(z.object({ group: z.optional(z.string()), label: z.string(), path: absolutePath(), order: z.optional(z.number()) }))),
  /**
   * A second build for a share of the users (docs/deploying-a-module.md, "Canary"): a user whose
   * stable bucket (0-99, from their user id and the module's name) is below `percent` runs it.
   * 100 is the release, 0 the rollback.
   */
  canary: z.optional(z.object({ entry: z.url(), version: z.optional(nonEmpty()), percent: z.int().check(z.minimum(0), z.maximum(100)) })),
  /**
   * The API reads a screen makes when opened without a query string, by route, written from its
   * `src/routes.ts` (RouteDeclaration `reads`): a deep link starts them with the page.
   */
  reads: z.optional(z.record(absolutePath(), z.array(apiRead()).check(z.maxLength(10)))),
  /** The module's dashboard cards, written from its `src/routes.ts` (WidgetDeclaration): placeholders of the right size while it loads. */
  widgets: z.optional(
    z.array(
      z.object({
        id: nonEmpty(),
        title: nonEmpty(),
        span: z.optional(z.union([z.literal(1), z.literal(2)])),
        height: z.optional(z.int().check(z.minimum(1), z.maximum(2000))),
        reads: z.optional(z.array(apiRead()).check(z.maxLength(10))),
      }),
    ),
  ),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

/**
 * Who may preview a build of a module in their own browser, and from where (docs/deploying-a-module.md,
 * "Preview"): `origins` are CSP host sources (`https://cdn.example.mv`, `http://localhost:*`);
 * `admins` the user ids allowed, every admin when left out. No `previews`: no previews.
 */
export const previewPolicySchema = z.object({
  origins: z.array(z.string().check(z.regex(/^https?:\/\/[a-z0-9.-]+(:(\d+|\*))?$/))),
  admins: z.optional(z.array(z.int())),
});
export type PreviewPolicy = z.infer<typeof previewPolicySchema>;

export const remoteRegistrySchema = z.object({ remotes: z.array(remoteEntrySchema), previews: z.optional(previewPolicySchema) });
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;
