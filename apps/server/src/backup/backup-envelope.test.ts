import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { backupKind, openEmbeddedBackup, sealEmbeddedBackup } from './backup-envelope';

describe('an embedded backup file', () => {
  const payload = randomBytes(10_000);
  const sealed = sealEmbeddedBackup(payload, 16, new Date('2026-11-29T08:30:00Z'));

  it('opens whole, with what it says about itself', () => {
    const opened = openEmbeddedBackup(sealed, 'store.backup');

    expect(Buffer.from(opened.payload).equals(payload)).toBe(true);
    expect(opened.header).toMatchObject({
      kind: 'pglite',
      migrations: 16,
      createdAt: '2026-11-29T08:30:00.000Z',
    });
  });

  it('is told apart from a pg_dump archive and from other files', () => {
    expect(backupKind(sealed)).toBe('pglite');
    expect(backupKind(Buffer.from('PGDMP\x01\x0e\x00'))).toBe('postgres');
    expect(backupKind(Buffer.from('hello'))).toBeUndefined();
  });

  it('is refused when truncated', () => {
    expect(() => openEmbeddedBackup(sealed.subarray(0, sealed.length - 1), 'store.backup')).toThrow(
      'store.backup is incomplete: it holds 9999 of the 10000 bytes it was written with (was the copy interrupted?). ' +
        'Nothing was restored.',
    );
  });

  const flipped = (bytes: Buffer, at: number) => {
    const copy = Buffer.from(bytes);
    copy.writeUInt8(copy.readUInt8(at) ^ 1, at);
    return copy;
  };

  it.each([
    ['a changed byte in the data', flipped(sealed, sealed.length - 100)],
    ['bytes added at the end', Buffer.concat([sealed, Buffer.from('x')])],
    ['a broken header', flipped(sealed, 'AURORA-STORE-BACKUP 1\n'.length + 3)],
  ])('is refused as damaged with %s', (_, damaged) => {
    expect(() => openEmbeddedBackup(damaged, 'store.backup')).toThrow(
      'store.backup is damaged: its contents are not what was written when the backup was made. Nothing was restored.',
    );
  });
});
