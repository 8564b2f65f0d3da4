import { remoteModuleSchema, remoteRegistrySchema, routeMismatches, type RemoteEntry, type RemoteModule, type RouteDeclaration } from '@mv-admin/shared-api';

/**
 * The registry `npm start` serves (tooling/apps.cjs), written from every remote's `src/routes.ts`
 * and checked against the registry schema as the shell checks `/remotes.json`, so tests use the
 * declarations the system really runs with.
 */
export function defaultRegistry(): RemoteEntry[] {
  const apps = require('../../../tooling/apps.cjs') as { defaultRegistry: () => unknown };
  return remoteRegistrySchema.parse(apps.defaultRegistry()).remotes;
}

/**
 * What is wrong between a remote's module, its declarations and its registry entry, one sentence
 * each (empty when nothing): the module fails the contract the shell checks, the registry has no
 * entry for it, a route the registry mounts that the module does not provide or the reverse, or
 * a title that differs from its declaration.
 */
export function moduleRouteProblems(module: RemoteModule, declared: readonly RouteDeclaration[]): string[] {
  const contract = remoteModuleSchema.safeParse(module);
  if (!contract.success) return [`${module.name} does not match the module contract: ${contract.error.message}`];
  const entry = defaultRegistry().find((r) => r.name === module.name);
  if (!entry) return [`the registry has no entry named ${module.name}`];
  const titles = new Map(declared.map((d) => [d.path, d.title]));
  return [
    ...routeMismatches(entry, module),
    ...module.routes.filter((r) => titles.get(r.path) !== r.title).map((r) => `${r.path} is titled '${r.title}', declared '${titles.get(r.path)}'`),
  ];
}
