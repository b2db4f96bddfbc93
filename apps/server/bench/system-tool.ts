import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/*
 * The machine's own tools a benchmark drives (pgbench, wrk): where to find them, and running one to completion.
 */

/** The tool from the environment variable `variable`, else from the PATH; `install` says how to get it. */
export function systemToolCommand(name: string, variable: string, install: string): string {
  const given = process.env[variable];
  if (given) return given;
  for (const folder of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(folder, name);
    if (folder && existsSync(candidate)) return candidate;
  }
  throw new Error(`${name} was not found: ${install} or set ${variable}`);
}

/**
 * Runs a tool to its end and answers what it wrote to stdout; a non-zero exit, or stderr that `refuses`,
 * rejects with what it said.
 */
export function runSystemTool(
  name: string,
  command: string,
  args: string[],
  refuses: (stderr: string) => boolean = () => false,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0 && !refuses(stderr)) resolve(stdout);
      else reject(new Error(`${name} failed (exit ${code}): ${stderr.trim() || stdout.trim()}`));
    });
  });
}
