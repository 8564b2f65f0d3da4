import { useEffect, useRef } from 'react';
import { letterShortcutBlocked } from '@mv-admin/shared-ui/startup';

/** `g` then a letter: the screen it jumps to (kept when the registry serves that screen). */
export const GO_TO: readonly { key: string; path: string; label: string }[] = [
  { key: 'd', path: '/', label: 'Dashboard' },
  { key: 'j', path: '/jobs', label: 'All Jobs' },
  { key: 't', path: '/tickets', label: 'All Tickets' },
  { key: 'u', path: '/admin/users', label: 'Manage Users' },
  { key: 'p', path: '/admin/service-provider-applications', label: 'Service provider applications' },
  { key: 'o', path: '/onboarding-requests/individual', label: 'Individual onboarding requests' },
  { key: 'b', path: '/billing/business-transfer-sheet', label: 'Business Transfer Sheet' },
  { key: 'a', path: '/admin/activity', label: 'Activity' },
  { key: 'l', path: '/admin/atoll', label: 'Atolls' },
];

const G_WINDOW_MS = 1500;

export interface ShortcutHandlers {
  /** Ctrl+K / Cmd+K (also while typing: it is the palette's own key). */
  openPalette: () => void;
  go: (path: string) => void;
  showHelp: () => void;
  /** The paths the menu offers: `g` jumps only there. */
  paths: ReadonlySet<string>;
}

/**
 * The admin's global keys (issue 35): Ctrl+K or Cmd+K opens the command palette, `g` then a letter
 * jumps to a screen, `?` lists every shortcut. Letters never fire while typing in a field, with
 * Ctrl/Cmd/Alt held, or while a dialog is open.
 */
export function useShortcuts({ openPalette, go, showHelp, paths }: ShortcutHandlers): void {
  const gAt = useRef(0);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        openPalette();
        return;
      }
      if (letterShortcutBlocked(event)) return;
      if (event.key === '?') {
        event.preventDefault();
        showHelp();
      } else if (event.key === 'g') {
        gAt.current = Date.now();
      } else if (Date.now() - gAt.current < G_WINDOW_MS) {
        gAt.current = 0;
        const target = GO_TO.find((g) => g.key === event.key && paths.has(g.path));
        if (target) {
          // Heard first (capture): the list's own `j`/`k` must not also act on it.
          event.preventDefault();
          event.stopPropagation();
          go(target.path);
        }
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [openPalette, go, showHelp, paths]);
}
