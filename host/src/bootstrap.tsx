import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@moneta/shared/router';
import { initializeAuth } from '@moneta/shared';
import { App } from './App';
import { listenForInstallPrompt } from './pwa/installPrompt';
import { preloadRoute } from './routes/preloadRoute';
import './shell/global.css';

void initializeAuth();
preloadRoute(window.location.pathname);
listenForInstallPrompt();
// The service worker registers once the page has loaded, so its precaching never competes with the first visit.
if (process.env.NODE_ENV === 'production') {
  const register = () => void import('./pwa/serviceWorker').then((sw) => sw.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);
// A transition render yields to the browser every few milliseconds instead of blocking it until done.
startTransition(() =>
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  ),
);
