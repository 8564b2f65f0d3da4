import type { ComponentType } from 'react';
import type { RemoteEntry, RemoteRoute } from './module';

/**
 * A remote's screens as plain data, in its `src/routes.ts` (the one place a route is written).
 * `module.tsx` pairs each declaration with its page (`withPages`); the build tooling reads the
 * same file to write the remote's registry entry (`routes` and `menu` of `/remotes.json`), from
 * which the shell mounts the routes and builds the side menu. The file holds only data and type
 * imports: node reads it without the page code (tooling/apps.cjs).
 */
export interface RouteDeclaration {
  /** Absolute path as in spec §2, react-router syntax for params (`/x/:id/details`). */
  path: string;
  /** Page title, shown in the browser tab. */
  title: string;
  /** Where the screen sits in the side menu; a screen without it (a details page) has no entry. */
  menu?: MenuDeclaration;
  /**
   * The API reads the screen makes when opened without a query string, as the client names them
   * (`/atolls?page=1&size=20`, query in any order): a deep link starts them with the page, beside
   * the screen's code, and the screen's own calls of the same URLs take those answers (shared-api's
   * early reads). A read that does not match is made twice; `e2e/tests/federation.spec.ts` fails then.
   */
  reads?: readonly string[];
}

export interface MenuDeclaration {
  label: string;
  /** The submenu it belongs to, by label ('Admin'); none for a top-level entry. */
  group?: string;
  /**
   * Position in the whole menu, shared by every remote (the shell's Dashboard is 0, Home 10).
   * Entries are sorted by it; a group sits where its lowest entry sits.
   */
  order: number;
}

/**
 * The module's routes from its declarations and a page per declared path. `pages` must name
 * exactly the declared paths (a missing or extra page is a type error), so the module cannot
 * drift from the registry entry written from the same declarations.
 */
export function withPages<const D extends readonly RouteDeclaration[]>(declared: D, pages: Record<D[number]['path'], ComponentType>): RemoteRoute[] {
  return declared.map(({ path, title }) => ({ path, title, Component: pages[path as D[number]['path']] }));
}

/**
 * How a loaded module and its registry entry disagree, one sentence per path: a route the
 * registry mounts that the module does not provide (it shows "does not provide this screen"), or
 * a screen the module provides that the registry does not route to (unreachable). Empty when
 * they agree.
 */
export function routeMismatches(entry: Pick<RemoteEntry, 'label' | 'routes'>, module: { routes: readonly { path: string }[] }): string[] {
  const provided = new Set(module.routes.map((r) => r.path));
  const listed = new Set(entry.routes);
  return [
    ...entry.routes.filter((p) => !provided.has(p)).map((p) => `The registry routes ${p} to ${entry.label}, which does not provide this screen`),
    ...[...provided].filter((p) => !listed.has(p)).map((p) => `${entry.label} provides ${p}, which its registry entry does not route to`),
  ];
}
