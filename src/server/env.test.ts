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
