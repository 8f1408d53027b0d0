import { useCallback } from 'react';
import { App } from 'antd';
import { useT } from '@moneta/shared';

/** What a screen says of a change it kept for later (sendOrQueue answered QUEUED). */
const QUEUED_MESSAGE = "Saved on this device: it will be sent once you're back online.";

/**
 * Says that a change was made: `done`, already in the screen's words, or, for a change kept on this device until
 * the server can be reached, that it will be sent later. antd's message shows it
 * as an alert, which screen readers read out.
 */
export function useAnnounce(): (done: string, queued?: boolean) => void {
  const { message } = App.useApp();
  const t = useT();
  return useCallback(
    (done: string, queued = false) => {
      if (queued) void message.info(t(QUEUED_MESSAGE));
      else void message.success(done);
    },
    [message, t],
  );
}
