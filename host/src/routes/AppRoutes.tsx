import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from '@moneta/shared/router';
import { LandingPage } from '../pages/LandingPage';
import { PageSpinner } from '../shell/PageSpinner';
import { GuestOnly, RequireAuth } from './guards';
import { REMOTE_ROUTES } from './remoteRoutes';

// Everything past the landing page loads on demand, so / pays for no antd (DESIGN section 2).
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

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/authorsnote" element={<AuthorsNotePage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/service" element={<TermsPage />} />
        <Route element={<AntdLayout />}>
          <Route
            path="/login"
            element={
              <GuestOnly>
                <RemotePage {...REMOTE_ROUTES['/login']} />
              </GuestOnly>
            }
          />
          <Route
            path="/signup"
            element={
              <GuestOnly>
                <RemotePage {...REMOTE_ROUTES['/signup']} />
              </GuestOnly>
            }
          />
          <Route
            path="/resetpassword"
            element={
              <GuestOnly>
                <RemotePage {...REMOTE_ROUTES['/resetpassword']} />
              </GuestOnly>
            }
          />
          <Route
            path="/dashboard"
            element={
              <RequireAuth>
                <DashboardLayout />
              </RequireAuth>
            }
          >
            <Route index element={<RemotePage {...REMOTE_ROUTES['/dashboard']} />} />
            <Route
              path="transactions"
              element={<RemotePage {...REMOTE_ROUTES['/dashboard/transactions']} />}
            />
            <Route path="analytics" element={<RemotePage {...REMOTE_ROUTES['/dashboard/analytics']} />} />
            <Route path="goals" element={<RemotePage {...REMOTE_ROUTES['/dashboard/goals']} />} />
            <Route path="reminders" element={<RemotePage {...REMOTE_ROUTES['/dashboard/reminders']} />} />
            <Route path="settings" element={<RemotePage {...REMOTE_ROUTES['/dashboard/settings']} />} />
            <Route path="profile" element={<RemotePage {...REMOTE_ROUTES['/dashboard/profile']} />} />
            <Route path="*" element={<Navigate to="/dashboard" replace />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
