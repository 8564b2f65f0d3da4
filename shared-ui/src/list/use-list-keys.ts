import { type RefObject, useEffect, useState } from 'react';
import { letterShortcutBlocked } from '../startup/letter-shortcuts';

/** A control that acts on Enter itself. */
const ACTS_ON_ENTER = 'button, a[href], [role="button"], [role="menuitem"], [role="switch"], [role="checkbox"]';

export interface ListKeysOptions<T> {
  rows: readonly T[];
  /** The search box, focused by `/`. */
  searchRef?: RefObject<{ focus: () => void } | null>;
  /** Enter on the focused row. */
  onOpen?: (row: T) => void;
  /** `x` on the focused row (the table has row selection). */
  onToggle?: (row: T) => void;
}

/**
 * The list keyboard (issue 35): `/` focuses the search; `j`/`k` move a focus through the rows;
 * Enter opens the focused row; `x` toggles its selection. Never while typing in a field, with a
 * modifier key, or while a dialog or drawer is open. Returns the focused row's index (-1: none).
 */
export function useListKeys<T>({ rows, searchRef, onOpen, onToggle }: ListKeysOptions<T>): number {
  const [focused, setFocused] = useState(-1);
  const count = rows.length;
  // A new page starts without a focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows changing is the trigger
  useEffect(() => setFocused(-1), [rows]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || letterShortcutBlocked(event)) return;
      const target = event.target instanceof Element ? event.target : null;
      const move = (by: number) => {
        event.preventDefault();
        setFocused((at) => (count === 0 ? -1 : Math.min(count - 1, Math.max(0, at + by))));
      };
      if (event.key === '/' && searchRef?.current) {
        event.preventDefault();
        searchRef.current.focus();
      } else if (event.key === 'j') move(1);
      else if (event.key === 'k') move(focused < 0 ? 1 : -1);
      else if (event.key === 'Enter' && focused >= 0 && onOpen && !target?.closest(ACTS_ON_ENTER)) {
        event.preventDefault();
        onOpen(rows[focused]!);
      } else if (event.key === 'x' && focused >= 0 && onToggle) {
        event.preventDefault();
        onToggle(rows[focused]!);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [count, focused, rows, searchRef, onOpen, onToggle]);

  useEffect(() => {
    if (focused >= 0) document.querySelector('[data-row-focused="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [focused]);
  return focused;
}
