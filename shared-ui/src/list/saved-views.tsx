import { type ListName, viewsApi } from '@mv-admin/shared-api/views';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

const loadMenu = () => import('./saved-views-menu');
const SavedViewsMenu = lazy(loadMenu);

/** The URL search string a view keeps: the list's parameters without the page, in a stable order. */
export function viewQueryOf(params: URLSearchParams): string {
  const kept = new URLSearchParams([...params].filter(([key]) => key !== 'page'));
  kept.sort();
  return kept.toString();
}

const sameQuery = (a: string, b: string) => viewQueryOf(new URLSearchParams(a)) === viewQueryOf(new URLSearchParams(b));

export interface SavedViewsProps {
  list: ListName;
}

/**
 * The "Views" control of a list's toolbar (issue 35, shape 5): the caller's saved views of `list`.
 * Picking one navigates to `?<query>`; a list opened with no parameters applies the default
 * (replacing the history entry); the button shows the view the URL matches. The menu and its
 * dialog load on first use (saved-views-menu.tsx).
 */
export function SavedViews({ list }: SavedViewsProps) {
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const key = ['saved-views', list];
  const views = useQuery({ queryKey: key, queryFn: ({ signal }) => viewsApi.listSavedViews({ query: { list } }, signal) });
  const refresh = () => void client.invalidateQueries({ queryKey: key });
  // The menu's code comes on first use: hovering the button starts the download.
  const [used, setUsed] = useState(false);
  const current = viewQueryOf(params);
  const matching = views.data?.find((v) => sameQuery(v.query, current));

  // Opened bare: the default view, once, without a history entry of the bare URL.
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !views.data) return;
    applied.current = true;
    const fallback = views.data.find((v) => v.is_default);
    if (fallback && current === '') setParams(new URLSearchParams(fallback.query), { replace: true });
  }, [views.data, current, setParams]);

  const label = matching ? `View: ${matching.name}` : 'Views';
  const idle = (
    <Button loading={used} onMouseEnter={() => void loadMenu()} onFocus={() => void loadMenu()} onClick={() => setUsed(true)}>
      {label}
    </Button>
  );
  if (!used) return idle;
  return (
    <Suspense fallback={idle}>
      <SavedViewsMenu list={list} views={views.data ?? []} current={current} label={label} refresh={refresh} />
    </Suspense>
  );
}
