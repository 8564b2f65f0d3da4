import { useQuery } from '@tanstack/react-query';
import { dashboardRefresh } from '@mv-admin/shared-api/query';
import { StatLink } from './stat-link';
import { WidgetError } from './widget-error';
import { WidgetSkeleton } from './widget-skeleton';

export interface CountWidgetProps {
  queryKey: readonly unknown[];
  /** The figure, e.g. a filtered list's `total_items` (`dashboardApi.countList`). */
  count: (signal: AbortSignal) => Promise<number>;
  /** What is counted: "Inactive islands". */
  label: string;
  /** The filtered list the figure summarises: "/admin/island?active=false". */
  to: string;
  /** Shown with Retry when the count fails: "Could not load the island figures". */
  errorTitle: string;
}

/** A dashboard card of one figure linking to its filtered list; refreshes like every widget. */
export function CountWidget({ queryKey, count, label, to, errorTitle }: CountWidgetProps) {
  const query = useQuery({ queryKey, queryFn: ({ signal }) => count(signal), ...dashboardRefresh });
  if (query.data === undefined) {
    if (query.isError) return <WidgetError title={errorTitle} description={query.error.message} onRetry={() => void query.refetch()} />;
    return <WidgetSkeleton rows={1} />;
  }
  return <StatLink label={label} value={query.data} to={to} />;
}
