import { render } from '@testing-library/react';
import { ConfigProvider, Tag } from 'antd';
import { themeConfig } from './theme-config';

// WCAG 2 contrast of two opaque #rrggbb colours.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The CSS variables the theme writes for the page (what the tags' styles read), by name. */
function themeVariables(mode: 'light' | 'dark'): Record<string, string> {
  const { unmount } = render(
    <ConfigProvider theme={themeConfig(mode)}>
      <Tag color="gold">tag</Tag>
    </ConfigProvider>,
  );
  const css = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');
  unmount();
  return Object.fromEntries([...css.matchAll(/--ant-([a-z0-9-]+):\s*(#[0-9a-fA-F]{6})\b/g)].map((m) => [m[1]!, m[2]!]));
}

const PRESETS = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold'];
const STATUSES = ['success', 'info', 'warning', 'error'];

describe.each(['light', 'dark'] as const)('the %s theme', (mode) => {
  const vars = themeVariables(mode);

  it.each(PRESETS)('a %s tag reads at AA (text shade 7 on shade 1, at least 4.5:1)', (hue) => {
    expect(vars[`${hue}-7`]).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrast(vars[`${hue}-7`]!, vars[`${hue}-1`]!)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(STATUSES)('a %s status tag reads at AA (its colour on its background)', (status) => {
    expect(contrast(vars[`color-${status}`]!, vars[`color-${status}-bg`]!)).toBeGreaterThanOrEqual(4.5);
  });

  it('white text on the primary colour reads at AA (primary buttons)', () => {
    expect(contrast('#ffffff', vars['color-primary']!)).toBeGreaterThanOrEqual(4.5);
  });
});
