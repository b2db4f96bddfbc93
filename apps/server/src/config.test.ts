import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_REGISTRATIONS_PER_ADDRESS, loadConfig } from './config';
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

  it('lets no other origin call the API, believes no proxy, and serves no source maps by default', () => {
    expect(loadConfig({})).toMatchObject({
      corsOrigins: [],
      trustProxy: false,
      registrationsPerAddress: DEFAULT_REGISTRATIONS_PER_ADDRESS,
      serveSourceMaps: false,
    });
  });

  it('reads CORS_ORIGINS as a list of exact origins', () => {
    const config = loadConfig({
      CORS_ORIGINS: 'https://shop.example.com, http://localhost:5173,,https://shop.example.com',
    });

    expect(config.corsOrigins).toEqual(['https://shop.example.com', 'http://localhost:5173']);
  });

  it.each([
    ['*', 'wildcards are not allowed'],
    ['https://*.example.com', 'wildcards are not allowed'],
    ['https://shop.example.com/', 'must be written as browsers send it: https://shop.example.com'],
    ['https://Shop.example.com', 'must be written as browsers send it: https://shop.example.com'],
    ['https://shop.example.com/api', 'must be written as browsers send it: https://shop.example.com'],
    ['shop.example.com', 'is not an origin such as https://shop.example.com'],
    ['ftp://shop.example.com', 'must start with http:// or https://'],
  ])('refuses %s as a CORS origin at start', (origin, problem) => {
    const load = () => loadConfig({ CORS_ORIGINS: `https://ok.example.com,${origin}` });

    expect(load).toThrow(ConfigError);
    expect(load).toThrow(`Invalid environment: CORS_ORIGINS: '${origin}'`);
    expect(load).toThrow(problem);
  });

  it('reads TRUST_PROXY as off, on, or the proxies’ addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
  });

  it.each(['10.0.0.300', '10.0.0.0/33', 'balancer.internal', '2'])(
    'refuses %s as a proxy address at start',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        `Invalid environment: TRUST_PROXY: '${value}' is not a proxy address`,
      );
    },
  );

  it('reads the registration limit and the source map switch', () => {
    expect(loadConfig({ REGISTRATIONS_PER_ADDRESS: '0', SERVE_SOURCE_MAPS: 'true' })).toMatchObject({
      registrationsPerAddress: 0,
      serveSourceMaps: true,
    });
    expect(() => loadConfig({ REGISTRATIONS_PER_ADDRESS: 'many' })).toThrow(
      'REGISTRATIONS_PER_ADDRESS: must be a whole number (0 lifts the limit)',
    );
    expect(() => loadConfig({ SERVE_SOURCE_MAPS: 'yes' })).toThrow(
      'SERVE_SOURCE_MAPS: must be true or false',
    );
  });

  it("gives the embedded store PostgreSQL's default page cache, or the megabytes asked for up to 1024", () => {
    expect(loadConfig({}).pgliteSharedBuffersMb).toBe(128);
    expect(loadConfig({ PGLITE_SHARED_BUFFERS_MB: '32' }).pgliteSharedBuffersMb).toBe(32);
    expect(loadConfig({ PGLITE_SHARED_BUFFERS_MB: '1024' }).pgliteSharedBuffersMb).toBe(1024);
    for (const value of ['0', '2048', '64MB', '1.5']) {
      expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: value })).toThrow(
        'PGLITE_SHARED_BUFFERS_MB: must be a whole number of megabytes from 1 to 1024',
      );
    }
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
