import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { REMOTES } from '@moneta/shared/contract';
import { ConfigError, loadConfig } from './config';

const apiRoot = resolve(__dirname, '..');
let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'moneta-config-'));
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir }, { apiRoot });
    expect(config).toMatchObject({
      production: false,
      port: 8080,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Moneta <no-reply@moneta.example>',
      cookieSecure: false,
      supportEmail: 'support@moneta.example',
      rateLimit: { max: 10, windowMs: 60000 },
      recurringIntervalMs: 3_600_000,
      apiRoot,
      staticRoot: resolve(apiRoot, '..'),
      migrationsFolder: join(apiRoot, 'drizzle'),
      trustProxy: false,
      logLevel: 'info',
      passwordHashing: { memoryCost: 19456, timeCost: 2, parallelism: 1 },
      remotes: expect.objectContaining({ remote_auth: '/remote-auth/mf-manifest.json' }),
    });
    // One manifest and one dev origin per remote of the registry.
    expect(Object.keys(config.remotes)).toEqual(REMOTES.map((remote) => remote.name));
    expect(config.appOrigins).toEqual(
      expect.arrayContaining(['http://localhost:8080', 'http://localhost:3000', 'http://localhost:3001']),
    );
    expect(config.appOrigins).toHaveLength(REMOTES.length + 2);
  });

  it('reads the variables', () => {
    const config = loadConfig(
      {
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        PORT: '9000',
        DATABASE_URL: 'postgres://u@db:5432/moneta',
        SMTP_URL: 'smtp://mail:25',
        APP_ORIGINS: 'https://moneta.example, https://www.moneta.example/',
        RATE_LIMIT_MAX: '5',
        REMOTE_ACCOUNT_URL: 'https://cdn.example/account/mf-manifest.json',
        JWT_SECRET: 'x'.repeat(40),
      },
      { apiRoot },
    );
    expect(config).toMatchObject({
      production: true,
      cookieSecure: true,
      port: 9000,
      databaseUrl: 'postgres://u@db:5432/moneta',
      smtpUrl: 'smtp://mail:25',
      appOrigins: ['https://moneta.example', 'https://www.moneta.example'],
      rateLimit: { max: 5, windowMs: 60000 },
    });
    expect(config.remotes.remote_account).toBe('https://cdn.example/account/mf-manifest.json');
    expect(new TextDecoder().decode(config.jwtSecret)).toBe('x'.repeat(40));
    expect(
      loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', COOKIE_SECURE: 'false' }, { apiRoot })
        .cookieSecure,
    ).toBe(false);
    const secureFor = (APP_ORIGINS: string) =>
      loadConfig({ DATA_DIR: dataDir, APP_ORIGINS }, { apiRoot }).cookieSecure;
    expect(secureFor('https://moneta.example')).toBe(true);
    expect(secureFor('https://moneta.example,http://localhost:3000')).toBe(false);
  });

  it('trusts only its own origin in production when APP_ORIGINS is unset, never the dev servers', () => {
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', PORT: '9000' }, { apiRoot });
    expect(config.appOrigins).toEqual(['http://localhost:9000']);
    expect(config.publicOrigin).toBe('http://localhost:9000');
  });

  it('points its links at the port it listens on when APP_ORIGINS is unset', () => {
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '9000' }, { apiRoot });
    expect(config.publicOrigin).toBe('http://localhost:9000');
    expect(config.appOrigins[0]).toBe('http://localhost:9000');
    expect(config.appOrigins).toContain('http://localhost:3000');
    expect(config.appOrigins).not.toContain('http://localhost:8080');
    // A server on a dev server's port is that origin once.
    const onDevPort = loadConfig({ DATA_DIR: dataDir, PORT: '3000' }, { apiRoot });
    expect(onDevPort.appOrigins.filter((item) => item === 'http://localhost:3000')).toHaveLength(1);
  });

  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://x'],
    ['SMTP_URL', 'http://mail'],
    ['APP_ORIGINS', 'not a url'],
    ['COOKIE_SECURE', 'maybe'],
    ['RATE_LIMIT_MAX', '0'],
    ['JWT_SECRET', 'short'],
    ['LOG_LEVEL', 'loud'],
    ['REMOTE_AUTH_URL', 'remote-auth/mf-manifest.json'],
  ])('names the variable of a bad value: %s=%s', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, [name]: value }, { apiRoot })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, [name]: value }, { apiRoot })).toThrow(
      new RegExp(`${name}: `),
    );
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const first = loadConfig({ DATA_DIR: dataDir }, { apiRoot });
    const second = loadConfig({ DATA_DIR: dataDir }, { apiRoot });
    expect(first.jwtSecret).toHaveLength(48);
    expect(Buffer.from(second.jwtSecret).equals(Buffer.from(first.jwtSecret))).toBe(true);
    const file = join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(Buffer.from(first.jwtSecret).toString('base64url'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  describe('TLS', () => {
    it('is off without a certificate, and reads the certificate and key when both are named', () => {
      expect(loadConfig({ DATA_DIR: dataDir }, { apiRoot }).tls).toBeUndefined();
      writeFileSync(join(dataDir, 'cert.pem'), 'CERTIFICATE');
      writeFileSync(join(dataDir, 'key.pem'), 'KEY');
      const { tls } = loadConfig(
        {
          DATA_DIR: dataDir,
          TLS_CERT_FILE: join(dataDir, 'cert.pem'),
          TLS_KEY_FILE: join(dataDir, 'key.pem'),
        },
        { apiRoot },
      );
      expect(tls?.cert.toString()).toBe('CERTIFICATE');
      expect(tls?.key.toString()).toBe('KEY');
    });

    it('refuses a certificate without its key, a key without its certificate, and a file it cannot read', () => {
      writeFileSync(join(dataDir, 'cert.pem'), 'CERTIFICATE');
      expect(() =>
        loadConfig({ DATA_DIR: dataDir, TLS_CERT_FILE: join(dataDir, 'cert.pem') }, { apiRoot }),
      ).toThrow('TLS_KEY_FILE: required when TLS_CERT_FILE is set');
      expect(() =>
        loadConfig({ DATA_DIR: dataDir, TLS_KEY_FILE: join(dataDir, 'cert.pem') }, { apiRoot }),
      ).toThrow('TLS_CERT_FILE: required when TLS_KEY_FILE is set');
      const missing = join(dataDir, 'missing.pem');
      expect(() =>
        loadConfig(
          { DATA_DIR: dataDir, TLS_CERT_FILE: join(dataDir, 'cert.pem'), TLS_KEY_FILE: missing },
          { apiRoot },
        ),
      ).toThrow(new ConfigError(`Invalid configuration:\n  TLS_KEY_FILE: cannot read ${missing}`));
    });
  });

  describe('the calendar link', () => {
    const key = 'k'.repeat(32);
    const linked = {
      CALENDAR_CLIENT_ID: 'client.apps.example',
      CALENDAR_CLIENT_SECRET: 'secret',
      CALENDAR_TOKEN_KEY: Buffer.from(key).toString('base64'),
    };

    it('is off without a client', () => {
      expect(loadConfig({ DATA_DIR: dataDir }, { apiRoot }).calendar).toBeUndefined();
    });

    it("defaults to Google's endpoints and a callback on the public origin", () => {
      const config = loadConfig(
        { DATA_DIR: dataDir, APP_ORIGINS: 'https://moneta.example,https://www.moneta.example', ...linked },
        { apiRoot },
      );
      expect(config.calendar).toEqual({
        clientId: 'client.apps.example',
        clientSecret: 'secret',
        authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
        tokenUrl: 'https://oauth2.googleapis.com/token',
        apiUrl: 'https://www.googleapis.com/calendar/v3',
        redirectUrl: 'https://moneta.example/api/google/callback',
        tokenKey: Buffer.from(key),
        syncIntervalMs: 30_000,
      });
    });

    it('reads the endpoints, the callback, a hex key and the interval', () => {
      const config = loadConfig(
        {
          DATA_DIR: dataDir,
          ...linked,
          CALENDAR_AUTH_URL: 'http://127.0.0.1:9000/authorize',
          CALENDAR_TOKEN_URL: 'http://127.0.0.1:9000/token',
          CALENDAR_API_URL: 'http://127.0.0.1:9000/calendar/v3/',
          CALENDAR_REDIRECT_URL: 'https://moneta.example/api/google/callback',
          CALENDAR_TOKEN_KEY: Buffer.from(key).toString('hex'),
          CALENDAR_SYNC_INTERVAL_MS: '5000',
        },
        { apiRoot },
      );
      expect(config.calendar).toMatchObject({
        authUrl: 'http://127.0.0.1:9000/authorize',
        apiUrl: 'http://127.0.0.1:9000/calendar/v3',
        redirectUrl: 'https://moneta.example/api/google/callback',
        tokenKey: Buffer.from(key),
        syncIntervalMs: 5000,
      });
    });

    it.each(['CALENDAR_CLIENT_SECRET', 'CALENDAR_TOKEN_KEY'])('refuses a client without %s', (missing) => {
      const env = { DATA_DIR: dataDir, ...linked, [missing]: '' };
      expect(() => loadConfig(env, { apiRoot })).toThrow(new RegExp(`${missing}: required`));
    });

    it.each([
      ['CALENDAR_TOKEN_KEY', Buffer.from('short').toString('base64')],
      ['CALENDAR_TOKEN_KEY', 'z'.repeat(64)],
      ['CALENDAR_AUTH_URL', 'javascript:alert(1)'],
      ['CALENDAR_REDIRECT_URL', 'not a url'],
    ])('names a bad %s', (name, value) => {
      expect(() => loadConfig({ DATA_DIR: dataDir, ...linked, [name]: value }, { apiRoot })).toThrow(
        new RegExp(`${name}: `),
      );
    });
  });
});
