import { Suspense, useId, useState, type ReactNode } from 'react';
import { DASHBOARD_HOME, SIDEBAR_PAGES } from '@moneta/shared';
import { useHostT } from '../i18n';
import { NavLink, Outlet, useLocation } from '@moneta/shared/router';
import { Button } from '@moneta/shared/ui';
import { App, CloseOutlined, Layout, Menu, MenuOutlined } from '@moneta/shared/ui/dashboard';
import { OfflineDataNote } from './OfflineDataNote';
import { PageSpinner } from './PageSpinner';
import { SIDEBAR_ICONS } from './sidebarIcons';
import './DashboardLayout.css';

function activeLink(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  return SIDEBAR_PAGES.find((page) => page.route === path)?.route ?? DASHBOARD_HOME;
}

/**
 * The signed-in frame: the sidebar and, beside it, the screen. On small screens the sidebar folds behind the
 * Menu / Close Menu button, and choosing a link folds it again. The server draws it too, with a screen's heading
 * (../frame/renderFrame.tsx).
 */
export function DashboardFrame({ children }: { children: ReactNode }) {
  const t = useHostT();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();

  // The sidebar's entries come from the registry of remotes (@moneta/shared).
  const items = SIDEBAR_PAGES.map(({ route, section, sidebar }) => {
    const Icon = sidebar && SIDEBAR_ICONS[sidebar.icon];
    return {
      key: route,
      icon: Icon ? <Icon /> : null,
      label: (
        <NavLink to={route} end onClick={() => setMenuOpen(false)}>
          {t(section)}
        </NavLink>
      ),
    };
  });

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
        <App>{children}</App>
      </div>
    </Layout>
  );
}

/** The dashboard's route: its frame around the nested page. */
export default function DashboardLayout() {
  return (
    <DashboardFrame>
      <OfflineDataNote />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </DashboardFrame>
  );
}
