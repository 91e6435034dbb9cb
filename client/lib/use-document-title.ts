import { useEffect } from 'react';

export const PRODUCT_NAME = 'Touchline';

export function documentTitle(title: string): string {
  return `${title} - ${PRODUCT_NAME}`;
}

/** Sets "{title} - Touchline" (spec 000 §1) while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
