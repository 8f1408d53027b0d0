import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { RegistryKey, RemoteName } from '@moneta/shared';
import { remoteScriptsPreloaded, reRegisterRemote } from './config';
import { forgetRemotePage, loadRemotePage } from './loadRemotePage';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { useServerFrameHandover } from '../frame/serverFrame';
import { PageSpinner } from '../shell/PageSpinner';
import { reloadPage } from '../shell/reloadPage';

// Loaded only when a remote fails, with the facade of its Result panel.
const RemoteUnavailable = lazy(() => import('./RemoteUnavailable'));

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyRemotePage(id: string) {
  let page = pages.get(id);
  if (!page) {
    page = lazy(() => loadRemotePage(id));
    pages.set(id, page);
  }
  return page;
}

/** Keeps its lazy page for its lifetime; RemotePage remounts it (by key) for another page or a retry. */
function LoadedPage({ id }: { id: string }) {
  const [Page] = useState(() => lazyRemotePage(id));
  // Drawn in the same commit as the page's heading: the server's frame gives way to it.
  useServerFrameHandover();
  return <Page />;
}

interface RemotePageProps {
  remote: RemoteName;
  /** The exposed page module, without './', for example 'LoginPage'. */
  module: string;
  /** The section's name in the unavailable panel, for example 'Settings'. */
  section: RegistryKey;
}

/**
 * Renders one remote's page. A remote that fails to load (server down, bad manifest, chunk error) shows the
 * unavailable panel with Retry, and the rest of the app keeps working.
 */
export default function RemotePage({ remote, module, section }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const id = `${remote}/${module}`;

  const retry = async () => {
    if (await remoteScriptsPreloaded(remote).catch(() => false)) {
      reloadPage();
      return;
    }
    pages.delete(id);
    forgetRemotePage(id);
    await reRegisterRemote(remote).catch(() => undefined);
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteErrorBoundary
      // A new page or a retry starts with a fresh boundary: one section's failure never sticks to another.
      key={`${id}#${attempt}`}
      fallback={() => (
        <Suspense fallback={<PageSpinner />}>
          <RemoteUnavailable section={section} onRetry={retry} />
        </Suspense>
      )}
    >
      <Suspense fallback={<PageSpinner />}>
        <LoadedPage id={id} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
