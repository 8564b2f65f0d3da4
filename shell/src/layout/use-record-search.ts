import type { SearchHit } from '@mv-admin/shared-api/search';
import { useEffect, useState } from 'react';
import { sanitizeText } from '@mv-admin/shared-ui/sanitize';

const DEBOUNCE_MS = 250;

/**
 * The records the palette's text finds (GET /search), after a pause in typing and from two
 * characters on; its code loads with the first search. A failed search finds nothing (the
 * screens still match): the palette is a shortcut, the lists stay the way to look.
 */
export function useRecordSearch(query: string): SearchHit[] {
  const [hits, setHits] = useState<SearchHit[]>([]);
  useEffect(() => {
    const q = sanitizeText(query, 'search').trim();
    if (q.length < 2) {
      setHits([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      import('@mv-admin/shared-api/search')
        .then(({ searchApi }) => searchApi.searchRecords({ query: { q } }, controller.signal))
        .then((found) => !controller.signal.aborted && setHits(found))
        .catch(() => !controller.signal.aborted && setHits([]));
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return hits;
}
