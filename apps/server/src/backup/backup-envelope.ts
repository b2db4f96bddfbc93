import { createHash } from 'node:crypto';
import { BackupError } from './backup-error';

/**
 * An embedded store's backup: a first line naming the format, a line of JSON describing the payload, then the
 * payload (PGlite's data directory as a gzipped tarball). The header's length and SHA-256 let a damaged or
 * truncated file be refused before anything is touched, which the tarball alone would not say.
 */
const MAGIC = 'AURORA-STORE-BACKUP 1\n';
/** pg_dump's custom format starts with these bytes. */
const PG_DUMP_MAGIC = 'PGDMP';
/** The header line is short; a file without a line break this early is not ours. */
const LONGEST_HEADER = 4096;

export interface EmbeddedBackupHeader {
  kind: 'pglite';
  createdAt: string;
  /** How many migrations the store had applied: a newer store's backup cannot be opened by older code. */
  migrations: number;
  payloadBytes: number;
  payloadSha256: string;
}

export interface EmbeddedBackup {
  header: EmbeddedBackupHeader;
  payload: Uint8Array;
}

/** The first bytes of a file say which kind of backup it is: ours, pg_dump's, or none. */
export const KIND_BYTES = Math.max(MAGIC.length, PG_DUMP_MAGIC.length);

export function sealEmbeddedBackup(payload: Uint8Array, migrations: number, createdAt = new Date()): Buffer {
  const header: EmbeddedBackupHeader = {
    kind: 'pglite',
    createdAt: createdAt.toISOString(),
    migrations,
    payloadBytes: payload.byteLength,
    payloadSha256: sha256(payload),
  };
  return Buffer.concat([Buffer.from(`${MAGIC}${JSON.stringify(header)}\n`), payload]);
}

export function backupKind(firstBytes: Buffer): 'pglite' | 'postgres' | undefined {
  if (firstBytes.subarray(0, PG_DUMP_MAGIC.length).toString('latin1') === PG_DUMP_MAGIC) return 'postgres';
  if (firstBytes.subarray(0, MAGIC.length).toString('latin1') === MAGIC) return 'pglite';
  return undefined;
}

/** An embedded store's backup, checked whole: refused when damaged or truncated. */
export function openEmbeddedBackup(bytes: Buffer, name: string): EmbeddedBackup {
  const headerEnd = bytes.indexOf(0x0a, MAGIC.length);
  if (backupKind(bytes) !== 'pglite' || headerEnd < 0 || headerEnd > MAGIC.length + LONGEST_HEADER) {
    throw damaged(name);
  }
  const header = parseHeader(bytes.subarray(MAGIC.length, headerEnd).toString('utf8'));
  if (!header) throw damaged(name);
  const payload = bytes.subarray(headerEnd + 1);
  if (payload.byteLength < header.payloadBytes) {
    throw new BackupError(
      `${name} is incomplete: it holds ${payload.byteLength} of the ${header.payloadBytes} bytes it was written ` +
        'with (was the copy interrupted?). Nothing was restored.',
    );
  }
  if (payload.byteLength > header.payloadBytes || sha256(payload) !== header.payloadSha256)
    throw damaged(name);
  return { header, payload };
}

function damaged(name: string): BackupError {
  return new BackupError(
    `${name} is damaged: its contents are not what was written when the backup was made. Nothing was restored.`,
  );
}

function parseHeader(line: string): EmbeddedBackupHeader | undefined {
  try {
    const header = JSON.parse(line) as Partial<EmbeddedBackupHeader>;
    const valid =
      header.kind === 'pglite' &&
      typeof header.createdAt === 'string' &&
      Number.isInteger(header.migrations) &&
      Number.isInteger(header.payloadBytes) &&
      typeof header.payloadSha256 === 'string';
    return valid ? (header as EmbeddedBackupHeader) : undefined;
  } catch {
    return undefined;
  }
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
