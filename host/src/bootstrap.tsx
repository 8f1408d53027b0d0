import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@moneta/shared/router';
import { initializeAuth, showWantedLanguage } from '@moneta/shared';
import { App } from './App';
import { listenForInstallPrompt } from './pwa/installPrompt';
import { preloadRoute } from './routes/preloadRoute';
import './shell/global.css';
// Hindi's script for systems without a Devanagari font: its @font-face has a unicode-range, so the font
// downloads only when Devanagari text is shown.
import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/700.css';

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
// The first render waits for the visitor's language (English is bundled; another is one small catalogue per
// namespace shown), so the page never flashes English first. A transition render yields to the browser every few
// milliseconds instead of blocking it until done.
void showWantedLanguage().then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
    ),
  ),
);
