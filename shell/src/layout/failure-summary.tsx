import { Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { RemoteEntry } from '@mv-admin/shared-api';
import type { ClientFailureSummaryRow } from '@mv-admin/shared-api/client-failures';

type State = { rows: ClientFailureSummaryRow[] } | { error: string } | undefined;

/**
 * Failures reported by users' browsers per module, version and channel, last hour and last day
 * (GET /client-failures/summary): what a team compares, canary against live, before raising a
 * canary's share.
 */
export function FailureSummary({ registry }: { registry: RemoteEntry[] }) {
  const [state, setState] = useState<State>();
  useEffect(() => {
    const controller = new AbortController();
    import('@mv-admin/shared-api/client-failures')
      .then(({ clientFailuresApi }) => clientFailuresApi.clientFailureSummary(undefined, controller.signal))
      .then(
        (rows) => setState({ rows }),
        (error: unknown) => !controller.signal.aborted && setState({ error: error instanceof Error ? error.message : 'The summary could not be loaded.' }),
      );
    return () => controller.abort();
  }, []);
  const label = (name: string) => registry.find((r) => r.name === name)?.label ?? name;
  const cell = { padding: '4px 12px 4px 0', textAlign: 'start' } as const;
  return (
    <section aria-labelledby="failures-title" style={{ marginTop: 16 }}>
      <Typography.Title level={5} id="failures-title">
        Failures reported by browsers
      </Typography.Title>
      {!state && <Typography.Text type="secondary">Loading…</Typography.Text>}
      {state && 'error' in state && <Typography.Text type="danger">{state.error}</Typography.Text>}
      {state && 'rows' in state && state.rows.length === 0 && <Typography.Text type="secondary">No failures reported in the last 24 hours.</Typography.Text>}
      {state && 'rows' in state && state.rows.length > 0 && (
        <table aria-labelledby="failures-title" style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              {['Module', 'Version', 'Channel', 'Last hour', 'Last 24 hours', 'Entry / module / render / error'].map((title) => (
                <th key={title} style={cell}>
                  {title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {state.rows.map((row) => (
              <tr key={`${row.module} ${row.version} ${row.channel}`}>
                <th scope="row" style={{ ...cell, fontWeight: 'normal' }}>
                  {label(row.module)}
                </th>
                <td style={cell}>{row.version}</td>
                <td style={cell}>{row.channel}</td>
                <td style={cell}>{row.last_hour}</td>
                <td style={cell}>{row.last_day}</td>
                <td style={cell}>{`${row.by_kind.entry} / ${row.by_kind.module} / ${row.by_kind.render} / ${row.by_kind.error}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
