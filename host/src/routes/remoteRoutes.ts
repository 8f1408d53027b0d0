import type { RemoteName } from '@moneta/shared';

export interface RemoteRoute {
  remote: RemoteName;
  /** The exposed page module, without './', for example 'LoginPage'. */
  module: string;
  /** The section's name in the unavailable panel, for example 'Settings'. */
  section: string;
}

/** The remote page behind each address that shows one: AppRoutes renders it, preloadRoute fetches it early. */
export const REMOTE_ROUTES = {
  '/login': { remote: 'remote_auth', module: 'LoginPage', section: 'Login' },
  '/signup': { remote: 'remote_auth', module: 'SignUpPage', section: 'Sign Up' },
  '/resetpassword': { remote: 'remote_auth', module: 'ResetPasswordPage', section: 'Password reset' },
  '/dashboard': { remote: 'remote_analytics', module: 'OverviewPage', section: 'Dashboard' },
  '/dashboard/transactions': {
    remote: 'remote_transactions',
    module: 'TransactionsPage',
    section: 'Transactions',
  },
  '/dashboard/analytics': { remote: 'remote_analytics', module: 'AnalyticsPage', section: 'Analytics' },
  '/dashboard/goals': { remote: 'remote_goals', module: 'GoalsPage', section: 'Goals' },
  '/dashboard/reminders': { remote: 'remote_reminders', module: 'RemindersPage', section: 'Reminders' },
  '/dashboard/settings': { remote: 'remote_account', module: 'SettingsPage', section: 'Settings' },
  '/dashboard/profile': { remote: 'remote_account', module: 'ProfilePage', section: 'Profile' },
} as const satisfies Record<string, RemoteRoute>;
