import { createContext, useContext, useEffect } from 'react';

export const PRODUCT_NAME = 'Touchline';

export function documentTitle(title: string): string {
  return `${title} - ${PRODUCT_NAME}`;
}

/**
 * Set only by the build's prerender (client/prerender-entry.tsx): it receives the page's title during
 * rendering, since effects never run there, and writes it into the prerendered document's <title>.
 */
export const DocumentTitleCollector = createContext<((title: string) => void) | null>(null);

/** Sets "{title} - Touchline" (spec 000 §1) while the page is shown. */
export function useDocumentTitle(title: string): void {
  useContext(DocumentTitleCollector)?.(documentTitle(title));
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
