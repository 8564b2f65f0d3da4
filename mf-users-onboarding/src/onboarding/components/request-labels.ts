import type { IdType } from '@mv-admin/shared-api/onboarding';

/** How the review screens name the contract's values (spec §3, §9). */
export const idTypeLabels: Record<IdType, string> = { nid: 'National ID card', passport: 'Passport', workpermit: 'Work permit' };
export const pricingTypeLabels = { fixed: 'Fixed price', hourly: 'Hourly', daily: 'Daily', negotiable: 'Negotiable' } as const;
export const paymentCycleLabels = { weekly: 'Weekly', biweekly: 'Every two weeks', monthly: 'Monthly' } as const;

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A list of values on one line, '-' when empty. */
export const joined = (values: readonly string[] | null | undefined) => (values?.length ? values.join(', ') : '-');
export const weekdays = (days: readonly string[]) => joined(days.map(capitalise));
export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
export const orDash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '-' : String(value));
