import { Suspense } from 'react';
import { QueryProvider } from '@moneta/shared/query';
import { Outlet } from '@moneta/shared/router';
import { ThemeProvider } from '@moneta/shared/ui';
import { PageSpinner } from './PageSpinner';

/**
 * The parent of every route that shows antd (the auth pages and the dashboard): loads the UI facade and the
 * query layer on demand, so the public pages never pay for them, applies the theme preference to every remote
 * inside and gives them the suite's one QueryClient.
 */
export default function AntdLayout() {
  return (
    <QueryProvider>
      <ThemeProvider>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </ThemeProvider>
    </QueryProvider>
  );
}
