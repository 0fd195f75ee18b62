import { useEffect } from 'react';
import { brand, pageTitle } from '../tenants';

/** Sets the document title; null means the home page (brand plus tagline). */
export function usePageTitle(page: string | null) {
  useEffect(() => {
    document.title = pageTitle(brand, page);
  }, [page]);
}
