import { describe, expect, it } from 'vitest';
import { classifyDatabaseError, databaseFailureOf } from './failures.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('classifyDatabaseError', () => {
  it.each([
    ['SQLite disk full', withCode('SQLITE_FULL'), 'disk-full'],
    ['SQLite read-only file', withCode('SQLITE_READONLY'), 'not-writable'],
    ['SQLite read-only database (query_only)', withCode('SQLITE_READONLY_DBMOVED'), 'not-writable'],
    ['SQLite write error', withCode('SQLITE_IOERR_WRITE'), 'not-writable'],
    ['PostgreSQL refused', withCode('ECONNREFUSED'), 'unreachable'],
    [
      'PostgreSQL shutting down',
      withCode('57P01', 'terminating connection due to administrator command'),
      'unreachable',
    ],
    ['PostgreSQL starting up', withCode('57P03', 'the database system is starting up'), 'unreachable'],
    ['PostgreSQL connection failure class', withCode('08006'), 'unreachable'],
    ['pg pool timeout', new Error('timeout exceeded when trying to connect'), 'unreachable'],
    ['pg connection lost mid-query', new Error('Connection terminated unexpectedly'), 'unreachable'],
    ['a constraint violation', withCode('SQLITE_CONSTRAINT_PRIMARYKEY'), null],
    ['a PostgreSQL unique violation', withCode('23505'), null],
    ['a bug', new TypeError('x is undefined'), null],
    ['not an error', 'oops', null],
  ])('%s', (_name, error, failure) => {
    expect(classifyDatabaseError(error)).toBe(failure);
  });
});

describe('databaseFailureOf', () => {
  const full = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });

  it.each([
    ['the failure itself', full, 'disk-full'],
    ['a library error wrapping it', new Error('Failed to get session', { cause: full }), 'disk-full'],
    ['a library error wrapping a bug', new Error('Failed to get session', { cause: new TypeError('x') }), null],
    ['a plain error', new Error('nothing to do with the database'), null],
    ['null', null, null],
  ])('%s', (_name, error, failure) => {
    expect(databaseFailureOf(error)).toBe(failure);
  });
});
