import { useCallback } from 'react';
import { App } from '@moneta/shared/ui/dashboard';
import { useAccountT } from '../../../i18n';

/** Copies a text to the clipboard and says whether it worked. */
export function useCopy(): (text: string) => Promise<void> {
  const t = useAccountT();
  const { message } = App.useApp();
  return useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        void message.success(t('Copied to the clipboard.'));
      } catch {
        // No clipboard outside a secure page, or the browser refused: the text stays on screen to select.
        void message.error(t('Copying failed. Select the text and copy it yourself.'));
      }
    },
    [message, t],
  );
}
