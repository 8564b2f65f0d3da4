/**
 * The startup every page of the admin shares (the shell and each standalone remote): providers,
 * theme and the start sequence. Not federated (host-only code, like `./standalone`); the query
 * cache's providers are the separate entry `@mv-admin/shared-ui/startup/signed-in`, so the login
 * page does not load TanStack Query.
 */
export { startApp, type StartAppOptions } from './start-app';
export { AppProviders } from './app-providers';
export { useThemeMode, type ThemeMode } from './theme-store';
export { themeConfig } from './theme-config';
export { letterShortcutBlocked } from './letter-shortcuts';
