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

/**
 * The security headers of every response, the same for all of them. The server sets them on Node's
 * response before the app runs (server.ts), where they cost a fraction of setting them on each
 * fetch Response (decision 014).
 */
export function securityHeaders(options: { https: boolean }): Map<string, string> {
  const headers = new Map([
    ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ]);
  if (options.https) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  return headers;
}
