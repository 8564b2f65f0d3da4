import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { DashboardWidget } from '@mv-admin/shared-api';
import { Panel, WidgetError, WidgetSkeleton } from '@mv-admin/shared-ui/dashboard';
import { reportFailure } from '../federation/failure-reports';

/** One cell of the dashboard grid: a card headed by `title`, `span` columns wide, at least `height` px high. */
export function WidgetFrame({ testId, title, span, height, children }: { testId: string; title: string; span: number; height?: number; children: ReactNode }) {
  return (
    <div data-testid={testId} style={{ gridColumn: `span ${span}`, minWidth: 0, minHeight: height }}>
      <Panel title={title} style={{ height: '100%' }}>
        {children}
      </Panel>
    </div>
  );
}

class WidgetBoundary extends Component<{ moduleName: string; fallback: (reason: string) => ReactNode; children: ReactNode }, { reason?: string }> {
  state: { reason?: string } = {};
  static getDerivedStateFromError(error: unknown) {
    return { reason: error instanceof Error ? error.message : String(error) };
  }
  componentDidCatch(error: unknown) {
    console.error('[shell] a dashboard widget failed', error);
    reportFailure(this.props.moduleName, 'render');
  }
  render() {
    return this.state.reason === undefined ? this.props.children : this.props.fallback(this.state.reason);
  }
}

const describe = (reason: string) => (/chunk|loading|script|import/i.test(reason) ? 'Its code could not be loaded.' : 'It stopped with an error.');

type Code = { status: 'loading' } | { status: 'ready'; Widget: ComponentType } | { status: 'failed'; reason: string };

/**
 * The widget's code, loaded by `load` (again for each `attempt`). Not React.lazy: React reveals
 * a Suspense boundary's content at most every 300 ms, which held every card's figures back to
 * the slowest one's next reveal (issue 37, the dashboard's LCP).
 */
function useWidgetCode(load: DashboardWidget['load'], attempt: number, moduleName: string): Code {
  const [code, setCode] = useState<Code>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: Retry (a new attempt) loads the code again
  useEffect(() => {
    let alive = true;
    setCode({ status: 'loading' });
    load().then(
      (module) => alive && setCode({ status: 'ready', Widget: module.default }),
      (error: unknown) => {
        if (!alive) return;
        console.error('[shell] a dashboard widget failed', error);
        reportFailure(moduleName, 'module');
        setCode({ status: 'failed', reason: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      alive = false;
    };
  }, [load, attempt, moduleName]);
  return code;
}

/**
 * A module's widget in its card: a skeleton while its code loads, then the widget (which shows
 * its own skeleton while its figures load). If its code fails to load or it throws, the card
 * says so with Retry, which loads the code anew; the other cards are untouched.
 */
export function WidgetCard({ widget, moduleName, moduleLabel, span }: { widget: DashboardWidget; moduleName: string; moduleLabel: string; span: number }) {
  const [attempt, setAttempt] = useState(0);
  const code = useWidgetCode(widget.load, attempt, moduleName);
  const failed = (reason: string) => (
    <WidgetError title={`The ${moduleLabel} figures are unavailable`} description={describe(reason)} onRetry={() => setAttempt((n) => n + 1)} />
  );
  return (
    <WidgetFrame testId={`widget-${widget.id}`} title={widget.title} span={span} height={widget.height}>
      {code.status === 'loading' && <WidgetSkeleton />}
      {code.status === 'failed' && failed(code.reason)}
      {code.status === 'ready' && (
        <WidgetBoundary key={attempt} moduleName={moduleName} fallback={failed}>
          <code.Widget />
        </WidgetBoundary>
      )}
    </WidgetFrame>
  );
}
