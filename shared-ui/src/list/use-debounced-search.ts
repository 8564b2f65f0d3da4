import { useCallback, useEffect, useRef, useState } from 'react';
import { sanitizeText } from '../sanitize';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a search box that applies itself after a pause in typing. `applied` is the search
 * the list currently shows (from the URL); `apply` commits a new one. Returns the box's `value`,
 * `setValue(text)` (commits after the pause; `{ immediate: true }` commits at once, for Enter and
 * the clear icon) and `reset(text)` (sets the box and drops a pending commit, for "Clear filters").
 */
export function useDebouncedSearch(applied: string, apply: (search: string) => void, delay = SEARCH_DEBOUNCE_MS) {
  const [value, setValueState] = useState(applied);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const valueRef = useRef(value);
  valueRef.current = value;

  // Back/Forward or a link changed the URL: show its search, unless it is what the box already
  // holds once cleaned (otherwise a trailing space being typed would vanish on each commit).
  useEffect(() => {
    if (sanitizeText(valueRef.current, 'search') !== applied) {
      clearTimeout(timer.current);
      setValueState(applied);
    }
  }, [applied]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const appliedRef = useRef(applied);
  appliedRef.current = applied;
  const applyRef = useRef(apply);
  applyRef.current = apply;

  const commit = useCallback((text: string) => {
    const next = sanitizeText(text, 'search');
    if (next !== appliedRef.current) applyRef.current(next);
  }, []);

  const setValue = useCallback(
    (text: string, options?: { immediate?: boolean }) => {
      setValueState(text);
      valueRef.current = text;
      clearTimeout(timer.current);
      if (options?.immediate) commit(text);
      else timer.current = setTimeout(() => commit(text), delay);
    },
    [commit, delay],
  );

  const reset = useCallback((text: string) => {
    clearTimeout(timer.current);
    valueRef.current = text;
    setValueState(text);
  }, []);

  return { value, setValue, reset };
}
