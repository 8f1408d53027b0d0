import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import {
  displayName,
  isAuthenticatedAtom,
  loggingOutAtom,
  logout,
  outboxAtom,
  userAtom,
  useSharedAtom,
} from '@moneta/shared';
import { Link, NavLink, useNavigate } from '@moneta/shared/router';
import { useHostT } from '../i18n';
import { PromptCard } from '../pwa/PromptCard';
import { DeviceNotices } from './DeviceNotices';
import { BrandMark, CloseIcon, MenuIcon } from './icons';

/** Closes the collapsible menu on a press outside the bar or on Escape. */
function useDismiss(open: boolean, close: () => void, container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close, container]);
}

/** The fixed top bar of every page. */
export function Navbar() {
  const t = useHostT();
  const navigate = useNavigate();
  const authenticated = useSharedAtom(isAuthenticatedAtom);
  const user = useSharedAtom(userAtom);
  const [menuOpen, setMenuOpen] = useState(false);
  const loggingOut = useSharedAtom(loggingOutAtom);
  const headerRef = useRef<HTMLElement>(null);
  const menuId = useId();

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismiss(menuOpen, closeMenu, headerRef);

  // One logout runs at a time: a second click, even in the same frame, waits for the first's request. The
  // action clears the local session even when the request fails; the notice under the bar
  // then says the device may still be signed in, and offers to retry.
  // Writes made offline and not sent yet leave the device with the session: the person decides.
  const unsent = useSharedAtom(outboxAtom).length;
  const [confirming, setConfirming] = useState(false);
  const onLogout = async () => {
    if (unsent > 0 && !confirming) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    await logout();
    setMenuOpen(false);
    navigate('/', { replace: true });
  };

  const name = user?.username || user?.email ? displayName(user) : t('User');
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'navbar-link active' : 'navbar-link';

  return (
    <header className="navbar" ref={headerRef}>
      <div className="container navbar-inner">
        <Link to="/" className="brand" onClick={closeMenu}>
          <BrandMark />
          <span>{t('Moneta')}</span>
        </Link>
        <button
          type="button"
          className="navbar-toggle"
          aria-label={menuOpen ? t('Close menu') : t('Open menu')}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <nav id={menuId} className={menuOpen ? 'navbar-menu is-open' : 'navbar-menu'} aria-label={t('Main')}>
          {authenticated ? (
            <>
              <NavLink to="/dashboard" className={linkClass} onClick={closeMenu}>
                {t('Dashboard')}
              </NavLink>
              <span className="navbar-welcome">{t('Welcome, {{name}}', { name })}</span>
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => void onLogout()}
                disabled={loggingOut}
                aria-busy={loggingOut}
              >
                {loggingOut && <span className="spinner spinner-sm" aria-hidden="true" />}
                {loggingOut ? t('Logging out...') : t('Logout')}
              </button>
            </>
          ) : (
            <>
              <NavLink to="/login" className={linkClass} onClick={closeMenu}>
                {t('Login')}
              </NavLink>
              <Link to="/signup" className="btn btn-primary" onClick={closeMenu}>
                {t('Signup')}
              </Link>
            </>
          )}
        </nav>
      </div>
      {confirming && unsent > 0 ? (
        <div className="navbar-confirm">
          <PromptCard
            id="unsent-changes-title"
            role="alertdialog"
            title={t('Changes not sent yet')}
            text={t(
              'Changes made offline have not reached the server yet ({{count}}). Signing out removes them from this device.',
              { count: unsent },
            )}
            dismiss={{ label: t('Stay signed in'), onClick: () => setConfirming(false) }}
            accept={{ label: t('Sign out anyway'), busy: loggingOut, onClick: () => void onLogout() }}
          />
        </div>
      ) : null}
      <DeviceNotices />
    </header>
  );
}
