import { startEarlyRequests } from './early-requests';

// The session's key is spec §3's; shared-api (which names it) is a shared module, not loaded yet.
startEarlyRequests(Boolean(localStorage.getItem('session_token')), window.location.pathname);
// Async boundary: shared modules are negotiated before any of them is evaluated (ARCHITECTURE.md §2).
import('./bootstrap');
