import { realpath } from 'node:fs/promises';
import { request } from 'node:http';
import { readBackupControl } from './backup-control-file';
import { BackupError } from './backup-error';

/**
 * The backup file's bytes from the embedded server running on `dataDir`, or undefined when none is running
 * there (no control file, or one left by a server that is gone).
 */
export async function askRunningServer(dataDir: string): Promise<Buffer | undefined> {
  const control = await readBackupControl(dataDir);
  if (!control) return undefined;
  // A data directory copied while its server ran carries that server's control file: ask for this one by name.
  const path = `/backup?dataDir=${encodeURIComponent(await realpath(dataDir))}`;
  const answer = await post(control.port, path, control.secret);
  // Whatever listens on a gone server's port now does not know its secret, and another server has its own folder.
  if (answer === 'refused' || answer.status === 404) return undefined;
  if (answer.status !== 200) {
    throw new BackupError(
      `The running Aurora Store server could not take the backup: ${answer.body.toString()}`,
    );
  }
  return answer.body;
}

/**
 * node:http rather than fetch: fetch gives up on an answer whose headers take five minutes, and a big store's
 * snapshot is made before its first byte is sent.
 */
function post(port: number, path: string, secret: string) {
  return new Promise<{ status: number; body: Buffer } | 'refused'>((resolve, reject) => {
    const asking = request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: { authorization: `Bearer ${secret}` },
    });
    asking.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    asking.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') resolve('refused');
      else reject(new BackupError(`Could not reach the running Aurora Store server: ${error.message}`));
    });
    asking.end();
  });
}
