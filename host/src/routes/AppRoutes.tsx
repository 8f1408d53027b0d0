import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from '@moneta/shared/router';
import { LandingPage } from '../pages/LandingPage';
import { PageSpinner } from '../shell/PageSpinner';
import { GuestOnly, RequireAuth } from './guards';

// Everything past the landing page loads on demand, so / pays for no antd (DESIGN section 2).
const AuthorsNotePage = lazy(() => import('../pages/AuthorsNotePage'));
const PrivacyPage = lazy(() => import('../pages/PrivacyPage'));
const TermsPage = lazy(() => import('../pages/TermsPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));
const AntdLayout = lazy(() => import('../shell/AntdLayout'));
const DashboardLayout = lazy(() => import('../shell/DashboardLayout'));
const RemotePage = lazy(() => import('../remotes/RemotePage'));

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
                <RemotePage remote="remote_auth" module="LoginPage" section="Login" />
              </GuestOnly>
            }
          />
          <Route
            path="/signup"
            element={
              <GuestOnly>
                <RemotePage remote="remote_auth" module="SignUpPage" section="Sign Up" />
              </GuestOnly>
            }
          />
          <Route
            path="/resetpassword"
            element={
              <GuestOnly>
                <RemotePage remote="remote_auth" module="ResetPasswordPage" section="Password reset" />
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
            <Route
              index
              element={<RemotePage remote="remote_analytics" module="OverviewPage" section="Dashboard" />}
            />
            <Route
              path="transactions"
              element={
                <RemotePage remote="remote_transactions" module="TransactionsPage" section="Transactions" />
              }
            />
            <Route
              path="analytics"
              element={<RemotePage remote="remote_analytics" module="AnalyticsPage" section="Analytics" />}
            />
            <Route
              path="goals"
              element={<RemotePage remote="remote_goals" module="GoalsPage" section="Goals" />}
            />
            <Route
              path="reminders"
              element={<RemotePage remote="remote_reminders" module="RemindersPage" section="Reminders" />}
            />
            <Route
              path="settings"
              element={<RemotePage remote="remote_account" module="SettingsPage" section="Settings" />}
            />
            <Route
              path="profile"
              element={<RemotePage remote="remote_account" module="ProfilePage" section="Profile" />}
            />
            <Route path="*" element={<Navigate to="/dashboard" replace />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
