import { createContext, useContext, useEffect } from 'react';
import { brand, pageTitle } from '../tenants';

/** On the server the head is written before the page is sent: the render reports its title here. */
export const PageTitleRecorder = createContext<((page: string | null) => void) | null>(null);

/** Sets the document title; null means the home page (brand plus tagline). */
export function usePageTitle(page: string | null) {
  useContext(PageTitleRecorder)?.(page);
  useEffect(() => {
    document.title = pageTitle(brand, page);
  }, [page]);
}
