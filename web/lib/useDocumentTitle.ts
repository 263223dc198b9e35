import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../domain/product';

/** The title of the home page, also the one index.html starts with. */
export const HOME_TITLE = `${PRODUCT_NAME} · Verified proof of your professional work`;

/** "Privacy Policy" gives "Privacy Policy · Provenly"; no page name gives the home title. */
export function documentTitle(pageName?: string): string {
  return pageName ? `${pageName} · ${PRODUCT_NAME}` : HOME_TITLE;
}

/** Sets document.title while the calling page is shown, and puts the previous one back after. */
export function useDocumentTitle(pageName?: string): void {
  const title = documentTitle(pageName);
  useEffect(() => {
    const previous = document.title;
    // Setting the title, even to the same text, makes the browser redo its work for it: a page the
    // server rendered already carries its title.
    if (previous !== title) document.title = title;
    return () => {
      if (document.title !== previous) document.title = previous;
    };
  }, [title]);
}
