// Debian's Chromium as every browser run here launches it: the binary and the flags that keep it
// from reaching the network or needing a sandbox (Playwright's journeys, Lighthouse in the bench).
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
