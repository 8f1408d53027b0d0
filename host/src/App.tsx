import { DASHBOARD_PATH, isInitializedAtom, useResolvedTheme, useSharedAtom } from '@moneta/shared';
import { useLocation } from '@moneta/shared/router';
import { useFrameCookie, useServerFrameHandover } from './frame/serverFrame';
import { PwaPrompts } from './pwa/PwaPrompts';
import { AppRoutes } from './routes/AppRoutes';
import { useScrollToTop } from './routes/useScrollToTop';
import { useSessionExpiryRedirect } from './routes/useSessionExpiryRedirect';
import { LoadingScreen } from './shell/LoadingScreen';
import { Navbar } from './shell/Navbar';
import { Footer } from './shell/Footer';

export function App() {
  const initialized = useSharedAtom(isInitializedAtom);
  const { pathname } = useLocation();
  useFrameCookie(useResolvedTheme());
  // A dashboard screen's page takes the server's frame over (RemotePage); any other address, at once.
  useServerFrameHandover(initialized && !pathname.startsWith(DASHBOARD_PATH));
  useScrollToTop();
  useSessionExpiryRedirect();

  return (
    <>
      {initialized ? (
        <div className="app">
          <Navbar />
          <main className="app-main">
            <AppRoutes />
          </main>
          <Footer />
        </div>
      ) : (
        <LoadingScreen />
      )}
      <PwaPrompts />
    </>
  );
}
