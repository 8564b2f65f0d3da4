import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteModuleSchema, routeMismatches, type RemoteEntry, type RemoteModule } from '@mv-admin/shared-api';
import { isRemoteBuild, kitMismatch, type RemoteBuild } from './versions';
import { chooseEntry } from './channels';
import { reportFailure, trackModule } from './failure-reports';
import { getPreviewPolicy } from './registry';

export class RemoteUnavailableError extends Error {
  constructor(
    public readonly remote: RemoteEntry,
    public readonly reason: string,
    /** The entry (remoteEntry.js) did not load, as opposed to the module in it. */
    public readonly entryFailed = false,
  ) {
    super(`${remote.label} is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

const describe = (error: unknown) => {
  const text = error instanceof Error ? error.message : String(error);
  if (/timeout|timed out/i.test(text)) return 'it did not answer in time';
  if (/RUNTIME-008|load script|ScriptExecutionError|Loading script failed|remoteEntry/i.test(text)) return 'its code could not be loaded';
  return 'its code failed to start';
};

const builds = new Map<string, RemoteBuild>();
/** The entry each remote is registered with, when it is not the registry's (a canary or a preview). */
const registered = new Map<string, string>();

/** The version and kit ranges of the remote's build loaded in this page, once its entry loaded. */
export const loadedBuild = (name: string): RemoteBuild | undefined => builds.get(name);

/**
 * `<name>/version` (tooling/webpack/create-config.cjs): in the module's chunk, and it imports
 * nothing shared, so it loads even when the kit does not fit. A remote built before it existed
 * has none: its kit cannot be checked here (the federation runtime still refuses it).
 */
async function loadBuild(remote: RemoteEntry): Promise<RemoteBuild | undefined> {
  const loaded = await loadRemote<{ default: unknown }>(`${remote.name}/version`).catch(() => undefined);
  const build = (loaded as { default?: unknown } | undefined)?.default;
  if (!isRemoteBuild(build)) return undefined;
  builds.set(remote.name, build);
  return build;
}

/**
 * The one wrapper around `loadRemote` (jest cannot resolve federated imports, so everything else
 * calls this). Loads `<name>/module`, checks the kit it was built against (before any of its
 * screens can run on a kit that does not fit) and the module contract, and rejects with
 * RemoteUnavailableError naming the module; warns when its routes and the registry's differ.
 * `fresh` re-registers the remote first so a retry does not reuse a failed entry.
 */
export async function loadRemoteModule(remote: RemoteEntry, fresh = false): Promise<RemoteModule> {
  // The build this user runs: chosen now, when the user is known (signed in), not at startup.
  const choice = chooseEntry(remote, getPreviewPolicy());
  trackModule(remote.name, choice, () => builds.get(remote.name)?.version);
  if (fresh || (registered.get(remote.name) ?? remote.entry) !== choice.entry) {
    registerRemotes([{ name: remote.name, entry: choice.entry }], { force: true });
    registered.set(remote.name, choice.entry);
    builds.delete(remote.name);
  }
  try {
    return await loadChosen(remote);
  } catch (error) {
    reportFailure(remote.name, error instanceof RemoteUnavailableError && error.entryFailed ? 'entry' : 'module');
    throw error;
  }
}

async function loadChosen(remote: RemoteEntry): Promise<RemoteModule> {
  // Both together (one chunk); the kit is judged first, whatever the module's own load did.
  const [module, build] = await Promise.all([
    loadRemote<{ default: RemoteModule }>(`${remote.name}/module`).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
    loadBuild(remote),
  ]);
  const mismatch = build && kitMismatch(build);
  if (mismatch) throw new RemoteUnavailableError(remote, mismatch);
  if ('error' in module) {
    const reason = describe(module.error);
    // No build answered: the entry itself did not load (or did not answer in time).
    throw new RemoteUnavailableError(remote, reason, reason !== 'its code failed to start');
  }
  const candidate = (module.value as { default?: unknown } | undefined)?.default ?? module.value;
  const parsed = remoteModuleSchema.safeParse(candidate);
  if (!parsed.success) throw new RemoteUnavailableError(remote, 'it does not provide a valid module contract');
  // A registry written for another version of the module: its missing screens say "does not
  // provide this screen" (RemoteRoute); the console names every path on either side.
  for (const problem of routeMismatches(remote, parsed.data)) console.warn(`[shell] ${problem}`);
  return parsed.data as RemoteModule;
}

const loaded = new Map<string, Promise<RemoteModule>>();

/**
 * One load per remote and page view, shared by whoever asks first (a deep link starts it at
 * startup, before the layout renders); `fresh` (a Retry) drops the cached attempt and loads anew.
 */
export function moduleFor(remote: RemoteEntry, fresh = false): Promise<RemoteModule> {
  if (fresh) loaded.delete(remote.name);
  let pending = loaded.get(remote.name);
  if (!pending) {
    pending = loadRemoteModule(remote, fresh);
    pending.catch(() => loaded.delete(remote.name));
    loaded.set(remote.name, pending);
  }
  return pending;
}

/**
 * Loads the code of a module's screen when its page can (`lazyPage`), so it renders without
 * suspending; a failure is left for the render to show. A deep link starts it as soon as the
 * module is in (bootstrap), RemoteRoute waits for it before it mounts the screen.
 */
export function preloadScreen(module: RemoteModule, path: string): Promise<void> {
  const page = module.routes.find((r) => r.path === path)?.Component;
  return typeof page?.preload === 'function' ? page.preload().catch(() => undefined) : Promise.resolve();
}
