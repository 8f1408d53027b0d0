import { Suspense } from 'react';
import { Outlet } from '@moneta/shared/router';
import { ThemeProvider } from '@moneta/shared/ui';
import { PageSpinner } from './PageSpinner';

/**
 * The parent of every route that shows antd (the auth pages and the dashboard): loads the UI facade on demand,
 * so the public pages never pay for it, and applies the theme preference to every remote inside.
 */
export default function AntdLayout() {
  return (
    <ThemeProvider>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </ThemeProvider>
  );
}
