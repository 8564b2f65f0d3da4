/**
 * Test helpers for shared-ui and the remotes. Imported as `@mv-admin/shared-ui/testing`, never
 * from the package root, so they stay out of every bundle.
 */
export { renderWithProviders, type RenderWithProvidersOptions, type RenderWithProvidersResult } from './render-with-providers';
export { apiPage, apiError, maldivesInstant } from './fixtures';
export { defaultRegistry, moduleRouteProblems } from './registry';
