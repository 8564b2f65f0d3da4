import { theme, type ThemeConfig } from 'antd';
import type { ThemeMode } from './theme-store';

/**
 * The one theme. Colours are darker than antd's defaults where those fail WCAG AA contrast
 * (ARCHITECTURE.md §7: white on #1677ff is 4.1:1, grey group titles 3.4:1).
 */
/**
 * Preset-coloured tags write shade 7 of their hue on shade 1. For the light hues antd's seeds
 * fail AA there (gold: 2.7:1); in the light theme their palettes grow from darker seeds.
 */
const readableLightHues = { gold: '#ad6800', orange: '#ad4e00', yellow: '#ad8b00', lime: '#5b8c00' };

export function themeConfig(mode: ThemeMode): ThemeConfig {
  const dark = mode === 'dark';
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    cssVar: { key: 'admin' },
    token: {
      colorPrimary: dark ? '#3c89e8' : '#0958d9',
      colorSuccess: dark ? '#49aa19' : '#237804',
      colorError: dark ? '#e84749' : '#cf1322',
      colorWarning: dark ? '#d89614' : '#ad6800',
      colorTextSecondary: dark ? 'rgba(255,255,255,0.72)' : 'rgba(0,0,0,0.68)',
      colorTextTertiary: dark ? 'rgba(255,255,255,0.62)' : 'rgba(0,0,0,0.6)',
      colorTextDescription: dark ? 'rgba(255,255,255,0.62)' : 'rgba(0,0,0,0.6)',
      // Placeholders are text too (axe color-contrast): antd's 0.25 alpha reads 1.9:1.
      colorTextPlaceholder: dark ? 'rgba(255,255,255,0.55)' : 'rgba(0,0,0,0.56)',
      colorLink: dark ? '#69b1ff' : '#0958d9',
      borderRadius: 6,
      ...(dark ? {} : readableLightHues),
    },
    components: {
      Layout: { headerHeight: 60, headerPadding: '0 16px', siderBg: dark ? '#141414' : '#ffffff', headerBg: dark ? '#141414' : '#ffffff' },
      Menu: { groupTitleColor: dark ? 'rgba(255,255,255,0.62)' : 'rgba(0,0,0,0.6)' },
    },
  };
}
