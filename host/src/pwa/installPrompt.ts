import { useSyncExternalStore } from 'react';
import { INSTALL_DISMISSED_KEY, INSTALL_REPROMPT_MS } from './constants';

/** Chromium's install event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Keeps the browser's install event for the card: the browser's own mini-bar is held back, and
 * an accepted install or an installed app forgets it.
 */
export function listenForInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    changed();
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    changed();
  });
}

/** Shows the browser's install dialog; resolves with whether the person accepted. */
export async function install(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  await event.prompt();
  const { outcome } = await event.userChoice;
  // An event prompts once; a new one arrives if the app stays installable.
  deferred = null;
  changed();
  return outcome === 'accepted';
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the browser offered an install that the card can start. */
export function useInstallable(): boolean {
  return useSyncExternalStore(subscribe, () => deferred !== null);
}

/** The app runs installed (standalone display mode): the card has nothing to offer. */
export function isStandalone(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches;
}

/** The card was dismissed less than 7 days ago. */
export function dismissedRecently(now = Date.now()): boolean {
  const at = Number(localStorage.getItem(INSTALL_DISMISSED_KEY));
  return Number.isFinite(at) && at > 0 && now - at < INSTALL_REPROMPT_MS;
}

export function rememberDismissal(now = Date.now()): void {
  localStorage.setItem(INSTALL_DISMISSED_KEY, String(now));
}
