import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface StoreProcess {
  url: string;
  dataDir: string;
  /** Everything the process printed so far, stdout and stderr together. */
  output: () => string;
  /** Sends the signal (to the whole process group) and resolves with the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export function freshDataDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'aurora-e2e-'));
}

export type StartCommand = 'pnpm start' | 'built server';

/**
 * Starts the store as a person would: `pnpm start` (the README's command), or the built server alone when a
 * test needs the server's own exit code. Resolves once the health check answers 200.
 */
export async function startStore(options: {
  command: StartCommand;
  dataDir: string;
  port?: number;
  /** Extra environment for the store, e.g. ADMIN_PASSWORD for a test that acts as the administrator. */
  env?: Record<string, string>;
}): Promise<StoreProcess> {
  const port = options.port ?? (await freePort());
  const [bin, args] =
    options.command === 'pnpm start' ? ['pnpm', ['start']] : ['node', ['apps/server/dist/main.js']];
  const child = spawn(bin, args, {
    cwd: repoRoot,
    env: { ...process.env, ...options.env, PORT: String(port), DATA_DIR: options.dataDir, LOG_LEVEL: 'info' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://localhost:${port}`;

  try {
    await waitForHealthy(url, exited);
  } catch (error) {
    killGroup(child, 'SIGKILL');
    throw new Error(`${(error as Error).message}\n--- store output ---\n${output}`);
  }

  return {
    url,
    dataDir: options.dataDir,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      killGroup(child, signal);
      return exited;
    },
  };
}

async function waitForHealthy(url: string, exited: Promise<number | null>): Promise<void> {
  let stopped = false;
  void exited.then(() => {
    stopped = true;
  });
  // Bounded: `pnpm start` may build first; two minutes is far beyond what a cached build takes.
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (stopped) throw new Error('The store exited before it became healthy');
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The store did not become healthy at ${url}`);
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}
