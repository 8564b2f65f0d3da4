/**
 * `@mv-admin/shared-api/live`: live updates (issue 33, docs/live-events.md). The shell starts the
 * browser's one stream (`startLiveConnection`); every screen subscribes through the shared hub
 * (`liveHub.subscribe({ types, callback })`, `useLiveEvents`), reads its status (`useLiveStatus`,
 * polling while it is not live: `useLiveFallbackInterval`) and shows presence (`usePresence`).
 */
export { liveHub, createLiveHub, changedIds, type LiveHub, type LiveMessage, type LiveStatus, type LiveSubscription } from './live-hub';
export { startLiveConnection, LIVE_LOCK_NAME, LIVE_CHANNEL_NAME, type LiveConnectionOptions } from './live-connection';
export { useLiveStatus, useLiveFallbackInterval, useLiveEvents } from './use-live';
export { useLiveRefetch } from './use-live-refetch';
export { usePresence, PRESENCE_RENEW_MS, type PresenceViewer } from './presence';
export type { ChangeEvent, PresenceEvent } from '../contract/events';
export type { AuditEntityType } from '../contract/audit';
