import { ConfigError } from '../config';
import { BackupError } from './backup-error';

/**
 * Runs a command's `main` and exits with its code. A refusal or a bad environment is one line a person acts on;
 * anything else is unexpected, and its stack helps whoever reports it.
 */
export function runCli(main: () => Promise<number>, failure: string): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
      else console.error(`${failure}: ${error instanceof Error ? error.stack : String(error)}`);
      process.exit(1);
    },
  );
}

/** Where a relative FILE points from: the folder the person typed `pnpm …` in, which pnpm keeps as INIT_CWD. */
export function invocationDir(): string {
  return process.env.INIT_CWD || process.cwd();
}
