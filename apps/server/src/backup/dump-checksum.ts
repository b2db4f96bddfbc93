import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { appendFile, open, stat } from 'node:fs/promises';
import { BackupError } from './backup-error';

/**
 * pg_restore reads a custom-format archive's data by offsets and only as far as its table of contents goes, so
 * a line after the archive leaves the file a pg_dump archive for pg_restore, while it lets `pnpm restore` tell a
 * damaged file from a whole one: pg_restore alone takes a changed byte in the data (or in a definition) for
 * content and restores it.
 */
const TRAILER = /\nAURORA-STORE-SHA256 (\d{1,15}) ([0-9a-f]{64})\n$/;
const LONGEST_TRAILER = 100;

/** Appends the length and SHA-256 of what the file holds now. */
export async function appendChecksum(file: string): Promise<void> {
  const { size } = await stat(file);
  await appendFile(file, `\nAURORA-STORE-SHA256 ${size} ${await sha256Of(file, size)}\n`);
}

/**
 * Checks the file against its checksum line: 'verified', or 'absent' for an archive without one (pg_dump's own,
 * or one of ours cut short, which pg_restore then finds incomplete). A file that does not match is refused.
 */
export async function verifyChecksum(file: string, name: string): Promise<'verified' | 'absent'> {
  const { size } = await stat(file);
  const tail = await readTail(file, size);
  const match = TRAILER.exec(tail);
  if (!match?.[1] || !match[2]) return 'absent';
  const archiveBytes = Number(match[1]);
  const sound =
    archiveBytes === size - Buffer.byteLength(match[0]) && (await sha256Of(file, archiveBytes)) === match[2];
  if (!sound) {
    throw new BackupError(
      `${name} is damaged: its contents are not what was written when the backup was made. Nothing was restored.`,
    );
  }
  return 'verified';
}

async function readTail(file: string, size: number): Promise<string> {
  const length = Math.min(size, LONGEST_TRAILER);
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    await handle.read(buffer, 0, length, size - length);
    return buffer.toString('latin1');
  } finally {
    await handle.close();
  }
}

async function sha256Of(file: string, bytes: number): Promise<string> {
  const hash = createHash('sha256');
  if (bytes > 0) {
    for await (const chunk of createReadStream(file, { start: 0, end: bytes - 1 }))
      hash.update(chunk as Buffer);
  }
  return hash.digest('hex');
}
