/** Debian's Chromium, as the tests and the web benchmark start it on a machine with no outside network. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** No sandbox (root in CI), no GPU, and none of the background requests a closed network refuses. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
