import { useEffect, useState } from 'react';
import { dashboardWidgetsSchema, type DashboardWidget, type RemoteEntry } from '@mv-admin/shared-api';
import { WidgetError, WidgetSkeleton } from '@mv-admin/shared-ui/dashboard';
import { moduleFor, RemoteUnavailableError } from '../federation/load-remote-module';
import { WidgetCard, WidgetFrame } from './widget-card';

/**
 * How long a module may take to hand over its widgets before its card says it is unavailable.
 * The entry script already fails after REMOTE_ENTRY_TIMEOUT_MS (5 s) and a chunk after 10 s;
 * this bounds whatever else could hang, so a slow module never leaves a skeleton for good.
 */
export const MODULE_WIDGETS_TIMEOUT_MS = 12_000;

type State = { status: 'loading' } | { status: 'ready'; widgets: DashboardWidget[] } | { status: 'failed'; reason: string };

function widgetsOf(remote: RemoteEntry, fresh: boolean): Promise<DashboardWidget[]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteUnavailableError(remote, 'it did not answer in time')), MODULE_WIDGETS_TIMEOUT_MS);
  });
  return Promise.race([moduleFor(remote, fresh), timeout])
    .finally(() => clearTimeout(timer))
    .then((module) => {
      const parsed = dashboardWidgetsSchema.safeParse(module.widgets ?? []);
      if (!parsed.success) throw new RemoteUnavailableError(remote, 'its dashboard widgets are not valid');
      return parsed.data as DashboardWidget[];
    });
}

/**
 * The cells one registered module contributes to the dashboard, in the order it lists them.
 * While the module loads: a skeleton card for each widget its registry entry declares, with the
 * widget's title, span and height, so nothing moves when the widgets arrive (one card named after
 * the module when it declares none). If it fails or is too slow: one compact "unavailable" card
 * with Retry, in the first declared card's place (the other modules' cells are unaffected). A
 * module without widgets contributes nothing.
 */
export function ModuleWidgets({ remote, columns }: { remote: RemoteEntry; columns: number }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let alive = true;
    setState({ status: 'loading' });
    widgetsOf(remote, attempt > 0).then(
      (widgets) => alive && setState({ status: 'ready', widgets }),
      (error: unknown) =>
        alive && setState({ status: 'failed', reason: error instanceof RemoteUnavailableError ? error.reason : 'its code could not be loaded' }),
    );
    return () => {
      alive = false;
    };
  }, [remote, attempt]);

  const testId = `module-${remote.name}`;
  const declared = remote.widgets?.length ? remote.widgets : [{ id: remote.name, title: remote.label, span: 1 as const, height: undefined }];
  const spanOf = (span: number | undefined) => Math.min(span ?? 1, columns);
  if (state.status === 'loading') {
    return (
      <>
        {declared.map((widget, i) => (
          <WidgetFrame key={widget.id} testId={i === 0 ? testId : `${testId}-${i}`} title={widget.title} span={spanOf(widget.span)} height={widget.height}>
            <WidgetSkeleton />
          </WidgetFrame>
        ))}
      </>
    );
  }
  if (state.status === 'failed') {
    return (
      <WidgetFrame testId={testId} title={remote.label} span={spanOf(declared[0]?.span)} height={declared[0]?.height}>
        <WidgetError
          title={`The ${remote.label} module is unavailable`}
          description={`Its figures cannot be shown because ${state.reason}.`}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      </WidgetFrame>
    );
  }
  return (
    <>
      {state.widgets.map((widget) => (
        <WidgetCard key={widget.id} widget={widget} moduleName={remote.name} moduleLabel={remote.label} span={spanOf(widget.span)} />
      ))}
    </>
  );
}
