import { registerRemotes } from '@module-federation/enhanced/runtime';
import { type PreviewPolicy, remoteRegistrySchema, type RemoteEntry } from '@mv-admin/shared-api';

let registry: RemoteEntry[] = [];
let previews: PreviewPolicy | undefined;

/**
 * Reads the remotes registry from the shell's own origin (never from a remote origin: a manifest
 * can carry code) and registers each remote with the federation runtime. A broken registry leaves
 * the shell working with no remotes; every remote route then shows "module unavailable". The
 * build a user actually runs (canary, preview) is chosen when the module loads (load-remote-module.ts).
 */
export async function loadRegistry(url = '/remotes.json', fetchFile = (u: string) => fetch(u, { cache: 'no-store' })): Promise<RemoteEntry[]> {
  try {
    const res = await fetchFile(url);
    const parsed = remoteRegistrySchema.safeParse(res.ok ? await res.json() : undefined);
    if (!parsed.success) {
      console.error('[shell] remotes registry is invalid', parsed.error?.issues);
      registry = [];
    } else {
      registry = parsed.data.remotes;
      previews = parsed.data.previews;
    }
  } catch (error) {
    console.error('[shell] remotes registry could not be loaded', error);
    registry = [];
  }
  registerRemotes(registry.map(({ name, entry }) => ({ name, entry })));
  return registry;
}

export const getRegistry = (): RemoteEntry[] => registry;
/** Who may preview builds, and from which origins; undefined: nobody. */
export const getPreviewPolicy = (): PreviewPolicy | undefined => previews;
