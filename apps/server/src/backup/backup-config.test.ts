import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { parseBackupInterval } from './backup-interval';

describe('the backup variables', () => {
  it('take no backups without BACKUP_DIR', () => {
    expect(loadConfig({}).backups).toBeUndefined();
  });

  it('back up daily and keep a week by default, in a folder read from where the command was typed', () => {
    const config = loadConfig({ BACKUP_DIR: 'backups', INIT_CWD: '/srv/aurora' });

    expect(config.backups).toEqual({
      directory: path.resolve('/srv/aurora', 'backups'),
      everyMs: 24 * 60 * 60 * 1000,
      keep: 7,
    });
  });

  it('read periods in minutes, hours and days', () => {
    expect(parseBackupInterval('30m')).toBe(30 * 60 * 1000);
    expect(parseBackupInterval('24h')).toBe(24 * 60 * 60 * 1000);
    expect(parseBackupInterval('7d')).toBe(7 * 24 * 60 * 60 * 1000);
    expect(loadConfig({ BACKUP_DIR: '/b', BACKUP_EVERY: '6h', BACKUP_KEEP: '28' }).backups).toMatchObject({
      everyMs: 6 * 60 * 60 * 1000,
      keep: 28,
    });
  });

  it.each([
    [{ BACKUP_DIR: '/b', BACKUP_EVERY: '24' }, "BACKUP_EVERY: '24' is not a period such as 30m, 24h or 7d"],
    [{ BACKUP_DIR: '/b', BACKUP_EVERY: '1 day' }, "BACKUP_EVERY: '1 day' is not a period"],
    [{ BACKUP_DIR: '/b', BACKUP_EVERY: '0m' }, 'BACKUP_EVERY: must be at least 1m'],
    [{ BACKUP_DIR: '/b', BACKUP_EVERY: '400d' }, 'BACKUP_EVERY: must be at most 365d'],
    [
      { BACKUP_DIR: '/b', BACKUP_KEEP: '0' },
      'BACKUP_KEEP: must be a whole number of backups to keep, 1 or more',
    ],
    [{ BACKUP_EVERY: '24h' }, 'BACKUP_EVERY: needs BACKUP_DIR, the folder the server keeps its backups in'],
    [{ BACKUP_KEEP: '3' }, 'BACKUP_KEEP: needs BACKUP_DIR'],
  ])('refuse %o at start', (environment, problem) => {
    expect(() => loadConfig(environment)).toThrow(problem);
  });
});
