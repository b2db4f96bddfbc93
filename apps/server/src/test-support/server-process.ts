import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { serverPackageRoot } from '../paths';
import { withTimeout } from '../with-timeout';
import { TEST_PGLITE_SHARED_BUFFERS_MB } from './pglite-template';

export interface LogLine {
  level: number;
  msg: string;
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the process wrote so far. */
  stdout(): string;
  stderr(): string;
  /** stdout parsed as pino's JSON lines. */
  logLines(): LogLine[];
  /** Resolves with the exit code, or rejects once `timeoutMs` has passed. */
  exited(timeoutMs: number): Promise<number | null>;
}

/**
 * Runs `src/main.ts` as the real process would, through tsx, with only the given variables as its config, and the
 * test stores' small page cache unless they name one.
 */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverPackageRoot,
    env: {
      PATH: process.env.PATH ?? '',
      PGLITE_SHARED_BUFFERS_MB: String(TEST_PGLITE_SHARED_BUFFERS_MB),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exit = once(child, 'exit').then(([code]) => code as number | null);
  return {
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    logLines: () =>
      stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as LogLine),
    exited: (timeoutMs) => withTimeout(exit, timeoutMs, () => `The server did not exit.\n${stdout}${stderr}`),
  };
}

/** Waits for the "listening" log line and returns the URL it names. */
export async function listeningUrl(server: ServerProcess, timeoutMs: number): Promise<string> {
  const found = new Promise<string>((resolve, reject) => {
    const look = () => {
      const match = server.stdout().match(/Aurora Store listening on (http:\/\/[^"\s]+)/);
      if (match?.[1]) resolve(match[1]);
    };
    server.child.stdout?.on('data', look);
    server.child.once('exit', () => reject(new Error(`The server exited early.\n${server.stderr()}`)));
    look();
  });
  return withTimeout(
    found,
    timeoutMs,
    () => `The server did not start.\n${server.stdout()}${server.stderr()}`,
  );
}
