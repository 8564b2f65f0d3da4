import { theme, type ThemeConfig } from 'antd';
import type { ThemeMode } from './theme-store';

/**
 * The one theme. Colours are darker than antd's defaults where those fail WCAG AA contrast
 * (ARCHITECTURE.md §7: white on #1677ff is 4.1:1, grey group titles 3.4:1).
 */
/**
 * Tags write their text in shade 7 of their hue on shade 1 (preset colours) and in colorSuccess,
 * colorInfo, colorWarning or colorError on its Bg token (status tags). Where antd's defaults fail
 * AA there (light cyan 3.4:1, green 3.4:1, gold 2.3:1; dark purple 3.4:1, geekblue 4.2:1), the
 * text takes a darker (light theme) or brighter (dark theme) shade of the same palette, and the
 * backgrounds stay antd's: every tag colour reads at least 4.6:1 (theme-config.test.ts).
 */
/** antd keeps each palette shade twice (`cyan7` for styles, `cyan-7` for its CSS variable): set both. */
const textShades = (shades: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(shades).flatMap(([hue, color]) => [
      [`${hue}7`, color],
      [`${hue}-7`, color],
    ]),
  );

const readableLightTags = {
  ...textShades({ cyan: '#006d75', green: '#237804', orange: '#ad4e00', yellow: '#876800', volcano: '#ad2102', lime: '#3f6600', gold: '#874d00' }),
  // The status seeds are darker than antd's (readable text); their backgrounds stay antd's light ones.
  colorSuccessBg: '#f6ffed',
  colorSuccessBgHover: '#d9f7be',
  colorSuccessBorder: '#b7eb8f',
  colorSuccessBorderHover: '#95de64',
  colorWarningBg: '#fffbe6',
  colorWarningBgHover: '#fff1b8',
  colorWarningBorder: '#ffe58f',
  colorWarningBorderHover: '#ffd666',
  colorInfoBg: '#e6f4ff',
  colorInfoBgHover: '#bae0ff',
  colorInfoBorder: '#91caff',
  colorInfoBorderHover: '#69b1ff',
};
const readableDarkTags = textShades({ purple: '#ab7ae0', red: '#f37370', geekblue: '#7f9ef3' });

export function themeConfig(mode: ThemeMode): ThemeConfig {
  const dark = mode === 'dark';
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    cssVar: { key: 'admin' },
    token: {
      colorPrimary: dark ? '#3c89e8' : '#0958d9',
      colorSuccess: dark ? '#54af27' : '#237804',
      colorError: dark ? '#ee7b7c' : '#cf1322',
      colorWarning: dark ? '#d89614' : '#874d00',
      colorInfo: dark ? '#579dff' : '#0958d9',
      colorTextSecondary: dark ? 'rgba(255,255,255,0.72)' : 'rgba(0,0,0,0.68)',
      colorTextTertiary: dark ? 'rgba(255,255,255,0.62)' : 'rgba(0,0,0,0.6)',
      colorTextDescription: dark ? 'rgba(255,255,255,0.62)' : 'rgba(0,0,0,0.6)',
      // Placeholders are text too (axe color-contrast): antd's 0.25 alpha reads 1.9:1.
      colorTextPlaceholder: dark ? 'rgba(255,255,255,0.55)' : 'rgba(0,0,0,0.56)',
      colorLink: dark ? '#69b1ff' : '#0958d9',
      borderRadius: 6,
      ...(dark ? readableDarkTags : readableLightTags),
    },
    components: {
      Layout: { headerHeight: 60, headerPadding: '0 16px', siderBg: dark ? '#141414' : '#ffffff', headerBg: dark ? '#141414' : '#ffffff' },
      Menu: { groupTitleColor: dark ? 'rgba(255,255,255,0.62)' : 'rgba(0,0,0,0.6)' },
    },
  };
}
