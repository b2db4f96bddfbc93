import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { repositoryRoot } from './paths';

describe('loadConfig', () => {
  it('keeps data and the web build in the repository by default, whatever the working directory', () => {
    const config = loadConfig({});

    expect(config).toMatchObject({ port: 3000, host: 'localhost', logLevel: 'info', databaseUrl: undefined });
    expect(config.dataDir).toBe(path.join(repositoryRoot, '.data'));
    expect(config.webDistDir).toBe(path.join(repositoryRoot, 'apps', 'web', 'dist'));
  });

  it('finds the repository root by its pnpm-workspace.yaml', () => {
    expect(path.join(repositoryRoot, 'apps', 'server')).toBe(path.resolve(import.meta.dirname, '..'));
  });

  it('resolves relative paths from the folder the command was typed in', () => {
    const invocationDir = path.resolve('/srv/aurora');
    const config = loadConfig({ DATA_DIR: 'store-data', INIT_CWD: invocationDir });

    expect(config.dataDir).toBe(path.join(invocationDir, 'store-data'));
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', JWT_SECRET: '' });

    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, jwtSecret: undefined });
  });

  it("reads coupon dates without a zone in UTC unless the store's time zone is given", () => {
    expect(loadConfig({}).storeTimeZone).toBe('UTC');
    expect(loadConfig({ STORE_TIME_ZONE: '' }).storeTimeZone).toBe('UTC');
    expect(loadConfig({ STORE_TIME_ZONE: 'America/New_York' }).storeTimeZone).toBe('America/New_York');
  });

  it.each(['Mars/Olympus', 'New York'])('refuses %s as the store time zone at start', (zone) => {
    const load = () => loadConfig({ STORE_TIME_ZONE: zone });

    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      'Invalid environment: STORE_TIME_ZONE: must be an IANA time zone such as UTC, Europe/Paris or America/New_York',
    );
  });

  it('names every bad variable in one clear error', () => {
    const load = () =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://db', LOG_LEVEL: 'loud', JWT_SECRET: 'short' });

    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      /PORT: must be a whole number.*DATABASE_URL: must start with postgres.*LOG_LEVEL.*JWT_SECRET/,
    );
  });
});
