/**
 * chrome-launcher, the launcher Lighthouse's own CLI uses. It comes with lighthouse but pnpm keeps it beside
 * lighthouse (not at the repository's root), so it is resolved from lighthouse's folder, and typed here by the
 * little of it this tool needs.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

export interface LaunchedChromium {
  /** The remote debugging port Lighthouse connects to. */
  port: number;
  /** Stops Chromium and removes its temporary profile. */
  kill: () => void;
}

interface ChromeLauncher {
  launch: (options: {
    chromePath: string;
    chromeFlags: string[];
    logLevel: 'silent';
    handleSIGINT: boolean;
  }) => Promise<LaunchedChromium>;
}

const lighthouseEntry = createRequire(import.meta.url).resolve('lighthouse');
const chromeLauncherEntry = createRequire(lighthouseEntry).resolve('chrome-launcher');

export async function launchChromium(options: {
  chromePath: string;
  chromeFlags: string[];
}): Promise<LaunchedChromium> {
  const chromeLauncher = (await import(pathToFileURL(chromeLauncherEntry).href)) as ChromeLauncher;
  // Not chrome-launcher's own Ctrl-C handler: it exits the process at once, before the caller can stop the store.
  return chromeLauncher.launch({ ...options, logLevel: 'silent', handleSIGINT: false });
}
