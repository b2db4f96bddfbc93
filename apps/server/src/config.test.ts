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

  it('names every bad variable in one clear error', () => {
    const load = () =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://db', LOG_LEVEL: 'loud', JWT_SECRET: 'short' });

    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      /PORT: must be a whole number.*DATABASE_URL: must start with postgres.*LOG_LEVEL.*JWT_SECRET/,
    );
  });
});
