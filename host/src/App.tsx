import { isInitializedAtom, useDeferredReady, useResolvedTheme, useSharedAtom } from '@moneta/shared';
import { PwaPrompts } from './pwa/PwaPrompts';
import { AppRoutes } from './routes/AppRoutes';
import { useScrollToTop } from './routes/useScrollToTop';
import { useSessionExpiryRedirect } from './routes/useSessionExpiryRedirect';
import { LoadingScreen } from './shell/LoadingScreen';
import { Navbar } from './shell/Navbar';
import { Footer } from './shell/Footer';

export function App() {
  // The frame (navbar, page, footer) mounts in a render that yields once the session is known.
  const initialized = useDeferredReady(useSharedAtom(isInitializedAtom));
  useResolvedTheme();
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
