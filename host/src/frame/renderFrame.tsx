// The server's renderer of a dashboard screen's first frame (built for Node by webpack.frame.cjs into
// dist-frame/render.cjs, which the API loads): the host's own navbar and sidebar, the screen's heading and a
// skeleton, in the person's language and theme, with antd's styles for exactly what it drew.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { renderToString } from 'react-dom/server';
import {
  accessTokenAtom,
  DEFAULT_PREFERENCES,
  preferencesAtom,
  showWantedLanguage,
  store,
  userAtom,
  type FrameCookie,
  type FrameHeading,
} from '@moneta/shared';
import { MemoryRouter } from '@moneta/shared/router';
import { ThemeProvider } from '@moneta/shared/ui';
import { Frame } from './Frame';
import globalStyles from '../shell/global.css?raw';
import dashboardStyles from '../shell/DashboardLayout.css?raw';

export interface FrameRequest extends FrameCookie {
  /** The address asked for, a dashboard route. */
  path: string;
  /** The screen's heading in the person's language, when its remote's build told it. */
  heading: FrameHeading | null;
}

export interface RenderedFrame {
  /** The frame's markup. */
  html: string;
  /**
   * Its styles, inlined into the page so that nothing holds its first paint back: the host's navbar and
   * sidebar styles, and antd's theme variables and styles of the components it drew.
   */
  css: string;
}

/** Signs the renderer's store in as the person the cookie names: only the name is theirs. */
function signIn({ name, language, theme }: FrameCookie): void {
  const preferences = { ...DEFAULT_PREFERENCES, language, theme };
  store.set(userAtom, {
    _id: '',
    userId: '',
    username: name,
    email: '',
    emailVerified: true,
    pendingEmail: null,
    preferences,
    createdAt: '',
  });
  store.set(preferencesAtom, preferences);
  store.set(accessTokenAtom, 'frame');
}

async function render(request: FrameRequest): Promise<RenderedFrame> {
  signIn(request);
  await showWantedLanguage();
  const cache = createCache();
  const html = renderToString(
    <StyleProvider cache={cache}>
      <MemoryRouter initialEntries={[request.path]}>
        <ThemeProvider>
          <Frame heading={request.heading} />
        </ThemeProvider>
      </MemoryRouter>
    </StyleProvider>,
  );
  const antdStyles = extractStyle(cache, { plain: true, types: ['style', 'token', 'cssVar'] });
  // The host's stylesheets come as written; their comments are for their readers.
  const hostStyles = (globalStyles + dashboardStyles).replace(/\/\*[\s\S]*?\*\//g, '');
  return { html, css: hostStyles + antdStyles };
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders the frame. The store and the language are the module's, so renders take turns: each is a few
 * milliseconds once its language's texts are loaded.
 */
export function renderFrame(request: FrameRequest): Promise<RenderedFrame> {
  const rendered = queue.then(() => render(request));
  queue = rendered.catch(() => undefined);
  return rendered;
}
