import { startEarlyRequests } from './early-requests';

// The session's key is spec §3's; shared-api (which names it) is a shared module, not loaded yet.
startEarlyRequests(Boolean(localStorage.getItem('session_token')));
// Async boundary: shared modules are negotiated before any of them is evaluated (ARCHITECTURE.md §2).
// In a task of its own: the federation runtime's negotiation of every shared module (and the
// script elements of their chunks) then does not lengthen the entry's evaluation into one long
// task (docs/frontend-performance.md, "Blocking time").
setTimeout(() => import('./bootstrap'), 0);
