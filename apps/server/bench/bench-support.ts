import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/*
 * What every benchmark here needs: a PostgreSQL database of its own, and the production build of the server
 * (`node dist/main.js`, built by the bench script first) running on it in a process of its own, so the load
 * generator in this process never shares the server's event loop.
 */

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs `use` on a fresh database on the PostgreSQL server at DATABASE_URL, and drops it afterwards. */
export async function withFreshDatabase<Result>(
  prefix: string,
  use: (databaseUrl: string) => Promise<Result>,
): Promise<Result> {
  const databaseName = `${prefix}_${randomBytes(5).toString('hex')}`;
  await runAsAdmin(`CREATE DATABASE ${databaseName}`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${databaseName}`;
  try {
    return await use(databaseUrl.toString());
  } finally {
    await runAsAdmin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  }
}

export interface RunningServer {
  origin: string;
  /** The server's process id, to read its CPU time. */
  pid: number | undefined;
  stop(): Promise<void>;
}

/** Starts the production server on `databaseUrl` (its first start migrates and seeds) and waits until healthy. */
export async function startProductionServer(
  databaseUrl: string,
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  const port = 3900 + Math.floor(Math.random() * 90);
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', (code) => {
    if (code !== null && code !== 0) console.error(`The server exited with code ${code}`);
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForHealth(origin);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, pid: child.pid, stop };
}

async function waitForHealth(origin: string) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const ok = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not become healthy within a minute');
}

async function runAsAdmin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The bearer token of the benchmark's administrator, from the real login call. */
export async function logIn(
  origin: string,
  credentials: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const answer = (await response.json()) as { data?: { token?: string } };
  const token = answer.data?.token;
  if (!token) throw new Error(`The administrator could not log in (${response.status})`);
  return token;
}
