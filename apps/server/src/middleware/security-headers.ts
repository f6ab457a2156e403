import { secureHeaders } from 'hono/secure-headers';
import { type Env, servesHttps } from '../env.ts';

/**
 * Headers on every answer: a CSP that allows no inline script, no framing, no MIME sniffing, and
 * a referrer policy that keeps paths on our own origin. Inline styles stay allowed because UI
 * libraries position popovers with style attributes.
 */
export function securityHeaders(env: Pick<Env, 'S3_PUBLIC_URL' | 'PUBLIC_URL'>) {
  const portraitOrigin = env.S3_PUBLIC_URL ? [new URL(env.S3_PUBLIC_URL).origin] : [];
  return secureHeaders({
    // A route that sets a stricter policy (stored portraits are sandboxed) keeps its own.
    overwrite: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Generated portraits arrive as data: URLs before they are saved.
      imgSrc: ["'self'", 'data:', 'blob:', ...portraitOrigin],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    // HSTS only means something over HTTPS; on plain http://localhost it would only confuse.
    strictTransportSecurity: servesHttps(env) ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
  });
}
