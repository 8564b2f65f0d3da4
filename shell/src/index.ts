// Async boundary: shared modules are negotiated before any of them is evaluated (ARCHITECTURE.md §2).
import('./bootstrap');
