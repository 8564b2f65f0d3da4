/**
 * `@mv-admin/shared-ui/dashboard`: what a dashboard widget is built from (issue 13). Figures
 * that link to their filtered list (StatLink), a CSS bar chart that is its own text alternative
 * (BarChart), the loading and failure states of a widget, and the formatters a figure needs
 * (money in cents as 'MVR 1,234.50', dates, spec §9). Everything draws with theme tokens, so
 * widgets follow the dark theme. Kept apart from the kit's core: the dashboard loads six
 * modules' widgets and must not pull the list and feedback components in with them.
 */
export { Button, Flex, Typography, theme } from 'antd';
export { formatMvr, formatDate, formatDateTime } from '../format';
export { Panel, type PanelProps } from '../layout/panel';
export { StatLink, StatRow, type StatLinkProps } from './stat-link';
export { BarChart, type BarChartProps, type BarChartRow } from './bar-chart';
export { WidgetSkeleton } from './widget-skeleton';
export { WidgetError, type WidgetErrorProps } from './widget-error';
export { CountWidget, type CountWidgetProps } from './count-widget';
