import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './env.js';

/**
 * Standard output, written in batches: lines gather until 4 KiB or a second old, so a busy server
 * makes one write per few dozen requests instead of one per request (docs/decisions/010). pino
 * writes out what is left when the process exits, also after a crash; a kill -9 can lose the last second.
 */
function batchedStandardOutput() {
  return pino.destination({ sync: false, minLength: 4096, periodicFlush: 1000 });
}

/**
 * The server's log: LOG_FORMAT=json (the default) writes one JSON object a line, batched, for a log collector;
 * `pretty` writes a line a person reads at a terminal (pino-pretty: time, level, message, then the fields), to
 * standard output or `out`.
 */
export function createLogger(
  { LOG_LEVEL, LOG_FORMAT }: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT'>,
  out: DestinationStream = process.stdout,
): Logger {
  if (LOG_FORMAT === 'json') return pino({ level: LOG_LEVEL }, batchedStandardOutput());
  return pino({ level: LOG_LEVEL }, pretty({ destination: out, sync: true, colorize: false }));
}
