import { useEffect } from 'react';
import { useLocation } from '@moneta/shared/router';

/** The page scrolls to the top on every path change. */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
