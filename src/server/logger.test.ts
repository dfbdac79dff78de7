import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';

describe('createLogger', () => {
  it('with LOG_FORMAT=pretty writes a line a person reads: level, message, then the fields, no JSON', () => {
    const lines: string[] = [];
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger({ LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' }, out);
    logger.info({ backup: '/srv/backups/touchline-1' }, 'scheduled backup written');
    logger.debug('not at this level');

    const text = lines.join('');
    expect(text).toMatch(/INFO.*scheduled backup written/);
    expect(text).toContain('backup: "/srv/backups/touchline-1"');
    expect(text).not.toContain('{"level"');
    expect(text).not.toContain('not at this level');
  });
});
