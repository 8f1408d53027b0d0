// The first frame of a dashboard screen, which the server draws into the page before any script has run
// (host/src/frame, api/src/frame.ts): the cookie the browser tells it in, and what each remote's build tells it of
// its pages' headings. The checks of both are the server's (./frameValidators.ts).
import type { Language } from './constants';

/** Written by the app while someone is signed in on this device, removed when they sign out. */
export const FRAME_COOKIE = 'moneta-frame';

/** What the server needs to draw the frame as the app will: nothing personal but the name the navbar shows. */
export interface FrameCookie {
  name: string;
  language: Language;
  /** The theme in force on the device (a preference of 'auto' resolved there). */
  theme: 'light' | 'dark';
}

export function encodeFrameCookie(value: FrameCookie): string {
  return encodeURIComponent(JSON.stringify(value));
}

/** A dashboard page's heading in one language, as its remote's build writes it. */
export interface FrameHeading {
  title: string;
  description?: string;
}

/** The file each remote's build writes beside its manifest: its pages' headings by route and language. */
export const FRAME_HEADINGS_FILE = 'frame.json';
