// What scripts/bench/api.mjs uses of autocannon, which ships no types (its README is the reference).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  /** A request autocannon sends; setupRequest makes each one from the last. */
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request) => Request;
  }

  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    requests?: Request[];
  }

  export interface Result {
    requests: { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  export interface Instance extends EventEmitter {
    /** Every response, with its time in ms (not rounded, unlike the result's histogram). */
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
    ): this;
  }

  export default function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance;
}
