import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// What a server counts for Prometheus (issue 35; decision 052), one registry a server, so servers in one process (the
// tests') count apart. Labels hold only fixed words and route patterns, never an id, an email or an entry's text.

/** What a notification was: a reminder, a squad report, a team's check-in request, or a staff comment's notice. */
export type NotificationKind = 'reminder' | 'squad_report' | 'check_in_request' | 'comment';

/** The PostgreSQL pool's use right now (SQLite has no pool). */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

export function createMetrics({ poolUse }: { poolUse?: () => PoolUse } = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const metrics = {
    registry,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    entriesWritten: new Counter({
      name: 'touchline_entries_written_total',
      help: 'Journal entries created, updated, deleted or imported',
      labelNames: ['operation'] as const,
      registers,
    }),
    entryWritesRefused: new Counter({
      name: 'touchline_entry_writes_refused_total',
      help: "Entry writes refused, as a device's sync queue meets them: a conflict with a newer version, an id in use",
      labelNames: ['reason'] as const,
      registers,
    }),
    notifications: new Counter({
      name: 'touchline_notifications_total',
      help: 'Notifications sent or failed, by kind and channel',
      labelNames: ['kind', 'channel', 'result'] as const,
      registers,
    }),
    backupLastSuccess: new Gauge({
      name: 'touchline_backup_last_success_timestamp_seconds',
      help: 'When the last scheduled backup succeeded (Unix time; 0 before the first)',
      registers,
    }),
  };
  if (poolUse) {
    new Gauge({
      name: 'touchline_database_pool_connections',
      help: 'PostgreSQL pool connections, by state: in use, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const { total, idle, waiting } = poolUse();
        this.set({ state: 'in_use' }, total - idle);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  }
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;
