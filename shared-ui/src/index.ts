/**
 * `@mv-admin/shared-ui`: the core of the UI kit (ARCHITECTURE.md §2), what nearly every screen
 * uses: basic antd components, loading and error states, toasts and confirmations
 * (`useFeedback`, instead of antd's App), formatters and the sanitiser.
 *
 * The kit is cut by concern, each cut a federated singleton provided by the shell, so a screen
 * downloads only the cuts it imports (docs/frontend-performance.md):
 *   `/list`      server lists: ListPage, useServerTable, filters, Table, Select, inline switches
 *   `/form`      create/edit dialogs: EntityFormModal, zod rules, Form, inputs, MvrInput
 *   `/detail`    a record's page or drawer: Descriptions, Drawer, Tabs, Timeline, Image, ...
 *   `/upload`    file pickers (Upload)
 *   `/date`      date pickers (calendars show full weeks, spec §9)
 *   `/locations` island pickers grouped by atoll
 * Remotes import antd only through these (the shell's one copy carries the theme). Every name a
 * cut exports ships with that cut whether used or not: add a component to the cut whose screens
 * need it, and keep the cuts apart (a date picker must not weigh on a list screen).
 * Test helpers: `@mv-admin/shared-ui/testing` (never bundled).
 */
export { Button, Empty, Flex, Spin, Tag, Tooltip, Typography, theme } from 'antd';
export type { ButtonProps, TagProps } from 'antd';
export { formatMvr, formatDate, formatDateTime, maldivesIsoDateTime, MALDIVES_TIME_LABEL, type DateInput } from './format';
export { MaldivesTimeTitle } from './format/maldives-time-title';
export { sanitizeText, type SanitizePreset } from './sanitize';
export { ErrorState, LoadingState, useFeedback, type ErrorStateProps, type Feedback } from './feedback';
export { Panel, type PanelProps } from './layout/panel';
