import { isInitializedAtom, useResolvedTheme, useSharedAtom } from '@moneta/shared';
import { PwaPrompts } from './pwa/PwaPrompts';
import { AppRoutes } from './routes/AppRoutes';
import { useScrollToTop } from './routes/useScrollToTop';
import { useSessionExpiryRedirect } from './routes/useSessionExpiryRedirect';
import { LoadingScreen } from './shell/LoadingScreen';
import { Navbar } from './shell/Navbar';
import { Footer } from './shell/Footer';

export function App() {
  const initialized = useSharedAtom(isInitializedAtom);
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
