import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
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

/**
 * A module's widget in its card: a skeleton while its code loads, then the widget (which shows
 * its own skeleton while its figures load). If its code fails to load or it throws, the card
 * says so with Retry, which loads the code anew (React keeps a rejected lazy component, so each
 * attempt gets a new one); the other cards are untouched.
 */
export function WidgetCard({ widget, moduleName, moduleLabel, span }: { widget: DashboardWidget; moduleName: string; moduleLabel: string; span: number }) {
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) must build a new lazy component
  const Widget = useMemo<ComponentType>(() => lazy(widget.load), [widget, attempt]);
  return (
    <WidgetFrame testId={`widget-${widget.id}`} title={widget.title} span={span} height={widget.height}>
      <WidgetBoundary
        key={attempt}
        moduleName={moduleName}
        fallback={(reason) => (
          <WidgetError title={`The ${moduleLabel} figures are unavailable`} description={describe(reason)} onRetry={() => setAttempt((n) => n + 1)} />
        )}
      >
        <Suspense fallback={<WidgetSkeleton />}>
          <Widget />
        </Suspense>
      </WidgetBoundary>
    </WidgetFrame>
  );
}
