import { secureHeaders } from 'hono/secure-headers';

/**
 * Security headers for every response. Scripts only from our origin (no inline script); inline
 * styles are allowed because the toast library injects its stylesheet at run time.
 */
export function securityHeaders(options: { https: boolean }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: options.https ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
  });
}
