import { secureHeaders } from 'hono/secure-headers';

/**
 * CSP for the SPA and API: scripts only from this origin (and the shell's inline script); Mantine injects style tags, hence 'unsafe-inline'
 * for styles; media and images may be blob: for previews before upload; frames are refused everywhere.
 * `filesOrigin` is the bucket or CDN files are served from (STORAGE=s3): images, media and the 3D viewer's
 * fetch of a model come from there.
 */
/**
 * The sha256 of index.html's one inline script (the app shell: document language, shell texts and route
 * preloads before the first paint); tests/scripts/app-shell.test.ts fails when the script changes without it.
 */
export const SHELL_SCRIPT_HASHES = ["'sha256-T7ScLIqELJZTN1zvRG1yAzl7vkLxqI/awCJ7FdUXgXY='"];

export const securityHeadersFor = (filesOrigin: string | null) => {
  const files = filesOrigin ? [filesOrigin] : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...SHELL_SCRIPT_HASHES],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...files],
      mediaSrc: ["'self'", 'blob:', ...files],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...files],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
  });
};

/** The headers with files served by this site (STORAGE=disk). */
export const securityHeaders = securityHeadersFor(null);
