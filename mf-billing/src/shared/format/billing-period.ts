import { formatDate } from '@mv-admin/shared-ui';

/** A billing period as its Maldives days: 'Mar 1, 2026 – Mar 31, 2026' (docs/billing.md). */
export const formatBillingPeriod = (start: string | null | undefined, end: string | null | undefined): string => `${formatDate(start)} – ${formatDate(end)}`;
