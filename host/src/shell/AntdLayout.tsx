import { Suspense, useEffect } from 'react';
import { QueryProvider } from '@moneta/shared/query';
import { Outlet } from '@moneta/shared/router';
import { ThemeProvider } from '@moneta/shared/ui';
import { syncOutboxInBackground } from '../pwa/outboxSync';
import { PageSpinner } from './PageSpinner';

/**
 * The parent of every route that shows antd (the auth pages and the dashboard): loads the UI facade and the
 * query layer on demand, so the public pages never pay for them, applies the theme preference to every remote
 * inside and gives them the suite's one QueryClient, whose outbox the service worker's background sync sends.
 */
export default function AntdLayout() {
  useEffect(syncOutboxInBackground, []);
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
