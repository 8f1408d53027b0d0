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

export interface FrameRequest extends FrameCookie {
  /** The address asked for, a dashboard route. */
  path: string;
  /** The screen's heading in the person's language, when its remote's build told it. */
  heading: FrameHeading | null;
}

export interface RenderedFrame {
  /** The frame's markup. */
  html: string;
  /** antd's CSS for it: its theme's variables and its components' styles. */
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
  return { html, css: extractStyle(cache, { plain: true, types: ['token', 'cssVar'] }) };
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
