import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

describe('loadConfig', () => {
  it('defaults to port 3000 on 127.0.0.1 with ./data, SQLite and the rate limit on', () => {
    const config = loadConfig({});

    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.AUTH_RATE_LIMIT).toBe('on');
    expect(config.publicOrigins).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000']);
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ PORT: '', HOST: '', DATA_DIR: '', DATABASE_URL: '', PUBLIC_URL: '', AUTH_SECRET: '' });

    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBeUndefined();
    expect(config.AUTH_SECRET).toBeUndefined();
  });

  it('accepts good values and takes the allowed origin from PUBLIC_URL', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://touchline:pw@db.internal:5432/touchline',
      PUBLIC_URL: 'https://journal.example.com/app',
      AUTH_SECRET: 's'.repeat(32),
    });

    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBe('postgresql://touchline:pw@db.internal:5432/touchline');
    expect(config.publicOrigins).toEqual(['https://journal.example.com']);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'not a url'],
    ['DATABASE_URL', 'mysql://root:hunter2@db/touchline'],
    ['PUBLIC_URL', 'journal.example.com'],
    ['PUBLIC_URL', 'ftp://journal.example.com'],
    ['AUTH_SECRET', 'too-short-secret-hunter2'],
    ['METRICS_TOKEN', 'short-token'],
    ['BACKUP_SCHEDULE', '3am'],
    ['BACKUP_SCHEDULE', '24:00'],
    ['BACKUP_KEEP', '0'],
  ])('refuses %s=%s with a one-line ConfigError naming the variable', (name, value) => {
    let thrown: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      thrown = error;
    }

    expect(thrown).toBeInstanceOf(ConfigError);
    const message = (thrown as ConfigError).message;
    expect(message).toContain(name);
    expect(message).not.toContain('\n');
    // Secrets in a bad value must not reach the logs.
    expect(message).not.toContain('hunter2');
  });

  it('refuses a backup schedule on PostgreSQL, naming pg_dump', () => {
    expect(() =>
      loadConfig({ BACKUP_SCHEDULE: '03:00', DATABASE_URL: 'postgres://touchline@db.internal/touchline' }),
    ).toThrow(/^Invalid BACKUP_SCHEDULE: works with SQLite only: back up PostgreSQL with pg_dump/);
  });

  it('takes a daily backup time and how many to keep', () => {
    const config = loadConfig({ BACKUP_SCHEDULE: '03:30', BACKUP_KEEP: '14' });
    expect(config.BACKUP_SCHEDULE).toBe('03:30');
    expect(config.BACKUP_KEEP).toBe(14);
    expect(loadConfig({}).BACKUP_SCHEDULE).toBe('off');
    expect(loadConfig({}).BACKUP_KEEP).toBe(7);
  });
});

describe('single sign-on and PASSWORD_SIGN_IN', () => {
  const oidc = {
    OIDC_ISSUER: 'https://id.example.com/realms/club',
    OIDC_CLIENT_ID: 'touchline',
    OIDC_CLIENT_SECRET: 'hunter2-client-secret',
  };

  it('leaves sign-on off and password sign-in on by default', () => {
    const config = loadConfig({});

    expect(config.oidc).toBeNull();
    expect(config.PASSWORD_SIGN_IN).toBe('on');
  });

  it('reads the provider with the default button name and scopes', () => {
    const config = loadConfig({ ...oidc, PASSWORD_SIGN_IN: 'off' });

    expect(config.oidc).toEqual({
      issuer: 'https://id.example.com/realms/club',
      clientId: 'touchline',
      clientSecret: 'hunter2-client-secret',
      name: 'Single sign-on',
      scopes: ['openid', 'email', 'profile'],
    });
    expect(config.PASSWORD_SIGN_IN).toBe('off');
  });

  it('takes a name, scopes, and an issuer on this machine over http', () => {
    const config = loadConfig({
      ...oidc,
      OIDC_ISSUER: 'http://127.0.0.1:9000/',
      OIDC_NAME: 'Authentik',
      OIDC_SCOPES: 'openid  email profile groups',
    });

    expect(config.oidc).toMatchObject({
      issuer: 'http://127.0.0.1:9000/',
      name: 'Authentik',
      scopes: ['openid', 'email', 'profile', 'groups'],
    });
  });

  it.each([
    ['OIDC_ISSUER', { ...oidc, OIDC_ISSUER: 'not a url hunter2' }],
    ['OIDC_ISSUER', { ...oidc, OIDC_ISSUER: 'http://id.example.com/hunter2' }],
    ['OIDC_ISSUER', { ...oidc, OIDC_ISSUER: 'https://id.example.com/?hunter2' }],
    ['OIDC_CLIENT_ID', { OIDC_ISSUER: oidc.OIDC_ISSUER, OIDC_CLIENT_SECRET: oidc.OIDC_CLIENT_SECRET }],
    ['OIDC_CLIENT_SECRET', { OIDC_ISSUER: oidc.OIDC_ISSUER, OIDC_CLIENT_ID: 'touchline' }],
    ['OIDC_ISSUER', { OIDC_CLIENT_ID: 'touchline', OIDC_CLIENT_SECRET: 'hunter2' }],
    ['OIDC_ISSUER', { OIDC_NAME: 'Authentik' }],
    ['OIDC_SCOPES', { ...oidc, OIDC_SCOPES: 'email profile hunter2' }],
    ['OIDC_NAME', { ...oidc, OIDC_NAME: 'x'.repeat(41) }],
    ['PASSWORD_SIGN_IN', { PASSWORD_SIGN_IN: 'no' }],
    ['PASSWORD_SIGN_IN', { PASSWORD_SIGN_IN: 'off' }],
  ])('refuses a bad or missing %s with a one-line message naming it', (name, env) => {
    let thrown: unknown;
    try {
      loadConfig(env);
    } catch (error) {
      thrown = error;
    }

    expect(thrown).toBeInstanceOf(ConfigError);
    const message = (thrown as ConfigError).message;
    expect(message).toMatch(new RegExp(`^Invalid ${name}: `));
    expect(message).not.toContain('\n');
    expect(message).not.toContain('hunter2');
  });
});
