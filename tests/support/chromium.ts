import { existsSync } from 'node:fs';

/**
 * The one way every browser test here starts Chromium: Debian's build (a test tool's own browser download
 * cannot reach the internet on these machines), with the flags that keep it off the closed network.
 */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const chromiumLaunchOptions = { executablePath: chromiumExecutablePath, args: chromiumArgs };

/*
 * The journeys drive Chromium's headless shell (Debian's `chromium-headless-shell`, the same Blink as `chromium`,
 * and what Playwright itself runs headless by default): it has no browser window to composite behind the page. The
 * catalogue's journeys took 89 s in it against 120 s in `chromium`, and 41% less CPU, on this 2-core machine. The
 * story tests keep `chromium`: their pictures' references were drawn by it, and the shell drew text differently,
 * for no gain there (their time is the page's own work).
 * Where the shell is not installed, the journeys run in `chromium`, slower but alike.
 */
const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const journeyLaunchOptions = {
  executablePath: existsSync(headlessShellPath) ? headlessShellPath : chromiumExecutablePath,
  args: chromiumArgs,
};
