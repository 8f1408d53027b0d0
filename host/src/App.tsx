import { isInitializedAtom, useResolvedTheme, useSharedAtom } from '@moneta/shared';
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

  if (!initialized) return <LoadingScreen />;
  return (
    <div className="app">
      <Navbar />
      <main className="app-main">
        <AppRoutes />
      </main>
      <Footer />
    </div>
  );
}
