import { lazy, Suspense } from 'react';
import { DASHBOARD_HOME, DASHBOARD_PATH, REMOTE_PAGES, type RemotePage as Page } from '@moneta/shared';
import { Navigate, Route, Routes } from '@moneta/shared/router';
import { PageSpinner } from '../shell/PageSpinner';
import { GuestOnly, RequireAuth } from './guards';

// Everything past the landing page loads on demand, so / pays for no antd.
// The landing page is a chunk of its own, so the other addresses do not load it; preloaded on / (preloadRoute).
const LandingPage = lazy(() =>
  import(/* webpackChunkName: "landing" */ '../pages/LandingPage').then((m) => ({ default: m.LandingPage })),
);
const AuthorsNotePage = lazy(() => import('../pages/AuthorsNotePage'));
const PrivacyPage = lazy(() => import('../pages/PrivacyPage'));
const TermsPage = lazy(() => import('../pages/TermsPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));
// Named: host/routePreloads.cjs lists them for the addresses that render them first.
const AntdLayout = lazy(() => import(/* webpackChunkName: "antd-layout" */ '../shell/AntdLayout'));
const DashboardLayout = lazy(
  () => import(/* webpackChunkName: "dashboard-layout" */ '../shell/DashboardLayout'),
);
const RemotePage = lazy(() => import(/* webpackChunkName: "remote-page" */ '../remotes/RemotePage'));

// The registry of remotes (@moneta/shared) says which page each address shows: the dashboard's inside its
// frame, for signed-in users; the others (sign-in, sign-up, reset) for guests.
const isDashboardPage = (page: Page) =>
  page.route === DASHBOARD_PATH || page.route.startsWith(`${DASHBOARD_PATH}/`);
const guestPages = REMOTE_PAGES.filter((page) => !isDashboardPage(page));
const dashboardPages = REMOTE_PAGES.filter((page) => isDashboardPage(page) && page.route !== DASHBOARD_PATH);
const overviewPage = REMOTE_PAGES.find((page) => page.route === DASHBOARD_PATH);

const remotePage = (page: Page) => (
  <RemotePage remote={page.remote} module={page.module} section={page.section} />
);

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/authorsnote" element={<AuthorsNotePage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/service" element={<TermsPage />} />
        <Route element={<AntdLayout />}>
          {guestPages.map((page) => (
            <Route key={page.route} path={page.route} element={<GuestOnly>{remotePage(page)}</GuestOnly>} />
          ))}
          <Route
            path={DASHBOARD_PATH}
            element={
              <RequireAuth>
                <DashboardLayout />
              </RequireAuth>
            }
          >
            <Route
              index
              element={overviewPage ? remotePage(overviewPage) : <Navigate to={DASHBOARD_HOME} replace />}
            />
            {dashboardPages.map((page) => (
              <Route key={page.route} path={page.route} element={remotePage(page)} />
            ))}
            <Route path="*" element={<Navigate to={DASHBOARD_PATH} replace />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
