import { expect, test } from '@playwright/test';
import { signIn } from './support';

// Issue 37: the admin against the spec's letter, tried in a browser that is not in the Maldives.
// Los Angeles is thirteen hours behind Malé in November: a date shown in the browser's zone
// instead of Maldives time differs by hours, and often by a day.
test.use({ timezoneId: 'America/Los_Angeles' });

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Spec §9 in Maldives time (UTC+05:00, no daylight saving), computed here apart from the product's formatter. */
function inMaldives(iso: string): string {
  const d = new Date(new Date(iso).getTime() + 5 * 3_600_000);
  const hours = d.getUTCHours();
  const minutes = String(d.getUTCMinutes()).padStart(2, '0');
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

test.describe('Spec to the letter (issue 37)', () => {
  test('dates show in Maldives time in a browser elsewhere, with the zone on the column', async ({ page }) => {
    const answer = page.waitForResponse((res) => /\/api\/v1\/tickets\?/.test(res.url()) && res.request().method() === 'GET');
    await signIn(page, '/tickets');
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/Los_Angeles');
    const { items } = ((await (await answer).json()) as { data: { items: { reference_no: string; created_at: string }[] } }).data;
    expect(items.length).toBeGreaterThan(0);
    const first = items[0]!;
    const row = page.locator('.ant-table-row', { hasText: first.reference_no });
    await expect(row).toContainText(inMaldives(first.created_at));

    await page.getByRole('columnheader', { name: 'Created' }).getByText('Created').hover();
    await expect(page.getByRole('tooltip')).toHaveText('Maldives time (UTC+05:00)');
  });
});
