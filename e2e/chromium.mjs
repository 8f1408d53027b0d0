// Debian's Chromium (or CHROME_PATH) with the flags the sandbox needs, for the e2e suite and bench:web alike:
// no tool downloads a browser here.
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
