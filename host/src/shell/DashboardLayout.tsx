import { Suspense } from 'react';
import { Link, Outlet } from '@moneta/shared/router';
import { PageSpinner } from './PageSpinner';

export default function DashboardLayout() {
  return (
    <div className="dashboard">
      <nav aria-label="Dashboard">
        <Link to="/dashboard/settings">Settings</Link>
      </nav>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
