import { displayName, isAuthenticatedAtom, logout, userAtom, useSharedAtom, useT } from '@moneta/shared';
import { Link, useNavigate } from '@moneta/shared/router';

export function Navbar() {
  const t = useT();
  const navigate = useNavigate();
  const authenticated = useSharedAtom(isAuthenticatedAtom);
  const user = useSharedAtom(userAtom);
  return (
    <header className="navbar">
      <Link to="/">Moneta</Link>
      {authenticated ? (
        <>
          <Link to="/dashboard">{t('Dashboard')}</Link>
          <span>{t('Welcome, ') + displayName(user)}</span>
          <button type="button" onClick={() => void logout().then(() => navigate('/', { replace: true }))}>
            {t('Logout')}
          </button>
        </>
      ) : (
        <>
          <Link to="/login">{t('Login')}</Link>
          <Link to="/signup">{t('Signup')}</Link>
        </>
      )}
    </header>
  );
}
