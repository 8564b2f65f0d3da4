import { Modal } from 'antd';
import { useEffect, useState } from 'react';
import { type RemoteEntry, useAuth } from '@mv-admin/shared-api';
import { type Choice, chooseEntry } from '../federation/channels';
import { runningChoice } from '../federation/failure-reports';
import { loadedBuild, moduleFor, RemoteUnavailableError } from '../federation/load-remote-module';
import { getPreviewPolicy } from '../federation/registry';
import { hostVersions } from '../federation/versions';
import { FailureSummary } from './failure-summary';
import { PreviewForm } from './preview-form';

type Status = { state: 'running' } | { state: 'unavailable'; reason: string };

/**
 * Loads every registered module (as its screens would) to say which version runs and whether it
 * can be used: the support view of a deployment. Opening it costs the entries not loaded yet.
 */
function useModuleStatuses(registry: RemoteEntry[]): Record<string, Status> {
  const [statuses, setStatuses] = useState<Record<string, Status>>({});
  useEffect(() => {
    let alive = true;
    for (const remote of registry) {
      const set = (status: Status) => alive && setStatuses((all) => ({ ...all, [remote.name]: status }));
      moduleFor(remote).then(
        () => set({ state: 'running' }),
        (error: unknown) => set({ state: 'unavailable', reason: error instanceof RemoteUnavailableError ? error.reason : 'its code could not be loaded' }),
      );
    }
    return () => {
      alive = false;
    };
  }, [registry]);
  return statuses;
}

const describeStatus = (status: Status | undefined) => (!status ? 'Checking…' : status.state === 'running' ? 'Running' : `Unavailable: ${status.reason}`);

const choiceOf = (remote: RemoteEntry): Choice => runningChoice(remote.name) ?? chooseEntry(remote, getPreviewPolicy());

/** The version a module runs (its build, once loaded), and the registry's when they differ. */
function moduleVersion(remote: RemoteEntry): string {
  const listed = choiceOf(remote).version;
  const built = loadedBuild(remote.name)?.version;
  if (!built) return listed ?? 'unknown';
  return listed && listed !== built ? `${built} (registry: ${listed})` : built;
}

/** Why this browser runs that build: live, canary (the user's bucket against the share) or preview. */
export function describeChoice(choice: Choice): string {
  const share = choice.percent === undefined ? '' : ` (bucket ${choice.bucket ?? 'unknown'}, canary share ${choice.percent} %)`;
  if (choice.channel === 'preview') return `Preview from ${choice.entry}`;
  return choice.channel === 'canary' ? `Canary${share}` : `Live${share}`;
}

/**
 * "About this admin", from the sidebar footer: the shell's version, the kit versions it provides
 * and, for each module, the version running and its status, for whoever answers a support call.
 */
export default function AboutDialog({ open, onClose, registry }: { open: boolean; onClose: () => void; registry: RemoteEntry[] }) {
  const statuses = useModuleStatuses(registry);
  // The failure summary is an admin call; only admins reach the shell's layout, checked anyway.
  const signedIn = useAuth((state) => Boolean(state.accessToken));
  const cell = { padding: '4px 12px 4px 0', textAlign: 'start', verticalAlign: 'top' } as const;
  const rows: [string, string, string, string][] = [
    ['Shell', hostVersions.shell, 'Running', ''],
    ...Object.entries(hostVersions.kit).map(([pkg, version]): [string, string, string, string] => [pkg, version, 'Provided to every module', '']),
    ...registry.map((remote): [string, string, string, string] => [
      `${remote.label} module`,
      moduleVersion(remote),
      describeStatus(statuses[remote.name]),
      describeChoice(choiceOf(remote)),
    ]),
  ];
  return (
    <Modal title="About this admin" open={open} onCancel={onClose} footer={null} destroyOnHidden width={760}>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th style={cell}>Part</th>
            <th style={cell}>Version</th>
            <th style={cell}>Status</th>
            <th style={cell}>Runs because</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([part, version, status, why]) => (
            <tr key={part}>
              <th scope="row" style={{ ...cell, fontWeight: 'normal' }}>
                {part}
              </th>
              <td style={cell}>{version}</td>
              <td style={cell}>{status}</td>
              <td style={cell}>{why}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <PreviewForm registry={registry} />
      {signedIn && <FailureSummary registry={registry} />}
    </Modal>
  );
}
