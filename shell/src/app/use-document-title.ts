import { useEffect } from 'react';

export const APP_TITLE = 'Admin back-office';

/** Sets the tab title to "<page> · Admin back-office" while the page is shown. */
export function useDocumentTitle(page: string | undefined): void {
  useEffect(() => {
    document.title = page ? `${page} · ${APP_TITLE}` : APP_TITLE;
  }, [page]);
}
