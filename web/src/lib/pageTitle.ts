import { useEffect } from 'react';

const PRODUCT = 'Balie';

/** A browser tab title: the page first, so that tabs stay apart. */
export function pageTitle(title: string): string {
  return title ? `${title} · ${PRODUCT}` : PRODUCT;
}

/** Names the browser tab after the page while it is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = pageTitle(title);
    return () => {
      document.title = before;
    };
  }, [title]);
}
