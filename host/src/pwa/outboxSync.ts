import { outboxAtom, store } from '@moneta/shared';
import { flushOutbox } from '@moneta/shared/query';
import { OUTBOX_SYNC } from './constants';

interface SyncManagerRegistration {
  sync?: { register: (tag: string) => Promise<void> };
}

/**
 * Background sync, where the browser has it: while writes wait in the outbox, the worker asks for a
 * sync, which the browser fires once the connection is back, and the worker then asks the open app to send
 * them. The worker holds no token, so the sending is the app's; elsewhere the app's own `online` listener does
 * it. Returns the stop.
 */
export function syncOutboxInBackground(): () => void {
  const worker = navigator.serviceWorker;
  if (!worker) return () => undefined;
  const onMessage = (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === OUTBOX_SYNC) void flushOutbox();
  };
  worker.addEventListener('message', onMessage);
  const unsubscribe = store.sub(outboxAtom, () => {
    if (!store.get(outboxAtom).some((entry) => !entry.refusal)) return;
    void worker.ready
      .then((registration) => (registration as SyncManagerRegistration).sync?.register(OUTBOX_SYNC))
      .catch(() => undefined);
  });
  return () => {
    worker.removeEventListener('message', onMessage);
    unsubscribe();
  };
}
