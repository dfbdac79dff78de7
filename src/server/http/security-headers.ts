const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // Scripts only from our origin, never inline.
  "script-src 'self'",
  // Inline styles are allowed because the toast library injects its stylesheet at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The security headers of a response, by what it is. */
export interface SecurityHeaders {
  /** Pages and the files they load: everything outside /api/. */
  document: Map<string, string>;
  /**
   * JSON from /api/: a browser never renders it as a page, so it carries what guards a response
   * opened on its own (nothing may run or be framed, no sniffing), as GitHub's API does, without the
   * headers that only govern a page.
   */
  api: Map<string, string>;
}

/**
 * The security headers of every response. The server sets them on Node's response before the app
 * runs (server.ts), where they cost a fraction of setting them on each fetch Response (decision 014);
 * API answers carry the shorter set (decision 016).
 */
export function securityHeaders(options: { https: boolean }): SecurityHeaders {
  const shared = new Map([
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
  ]);
  if (options.https) shared.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  const document = new Map([
    ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
    ...shared,
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ]);
  const api = new Map([['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"], ...shared]);
  return { document, api };
}
