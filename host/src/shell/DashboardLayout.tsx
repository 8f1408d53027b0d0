import { Suspense, useId, useState, type ReactNode } from 'react';
import { useT } from '@moneta/shared';
import { NavLink, Outlet, useLocation } from '@moneta/shared/router';
import { Button, UserOutlined } from '@moneta/shared/ui';
import {
  App,
  BarChartOutlined,
  BellOutlined,
  CloseOutlined,
  DashboardOutlined,
  FlagOutlined,
  Layout,
  Menu,
  MenuOutlined,
  SettingOutlined,
  SwapOutlined,
} from '@moneta/shared/ui/dashboard';
import { PageSpinner } from './PageSpinner';
import './DashboardLayout.css';

const LINKS: { to: string; label: string; icon: ReactNode }[] = [
  { to: '/dashboard', label: 'Dashboard', icon: <DashboardOutlined /> },
  { to: '/dashboard/transactions', label: 'Transactions', icon: <SwapOutlined /> },
  { to: '/dashboard/analytics', label: 'Analytics', icon: <BarChartOutlined /> },
  { to: '/dashboard/goals', label: 'Goals', icon: <FlagOutlined /> },
  { to: '/dashboard/reminders', label: 'Reminders', icon: <BellOutlined /> },
  { to: '/dashboard/settings', label: 'Settings', icon: <SettingOutlined /> },
  { to: '/dashboard/profile', label: 'Profile', icon: <UserOutlined /> },
];

function activeLink(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  return LINKS.find((link) => link.to === path)?.to ?? '/dashboard';
}

/**
 * The signed-in frame: the sidebar of SPEC section 2 and the nested page. On small screens the sidebar folds
 * behind the Menu / Close Menu button, and choosing a link folds it again.
 */
export default function DashboardLayout() {
  const t = useT();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();

  const items = LINKS.map(({ to, label, icon }) => ({
    key: to,
    icon,
    label: (
      <NavLink to={to} end onClick={() => setMenuOpen(false)}>
        {t(label)}
      </NavLink>
    ),
  }));

  return (
    <Layout className="dashboard" hasSider>
      <Layout.Sider
        theme="light"
        width={232}
        className={menuOpen ? 'dashboard-sider is-open' : 'dashboard-sider'}
      >
        <div className="dashboard-toggle">
          <Button
            block
            icon={menuOpen ? <CloseOutlined aria-hidden /> : <MenuOutlined aria-hidden />}
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? t('Close Menu') : t('Menu')}
          </Button>
        </div>
        <nav id={navId} className="dashboard-nav" aria-label={t('Dashboard')}>
          <Menu
            mode="inline"
            selectedKeys={[activeLink(pathname)]}
            items={items}
            className="dashboard-menu"
          />
        </nav>
      </Layout.Sider>
      {/* A plain block rather than Layout.Content, which is a <main>: the app frame already has the one main. */}
      <div className="dashboard-content">
        {/* antd's App: message and modal for the dashboard's screens, under the theme. */}
        <App>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </App>
      </div>
    </Layout>
  );
}
