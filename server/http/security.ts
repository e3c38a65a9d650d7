import { secureHeaders } from 'hono/secure-headers';

/**
 * The sha256 of index.html's one inline script (the app shell: document language, shell texts and route
 * preloads before the first paint); tests/scripts/app-shell.test.ts fails when the script changes without it.
 */
export const SHELL_SCRIPT_HASHES = ["'sha256-8tRJOHCJrB2jo1HEsvdqMl9HP8PetXFJxXblikljOFM='"];

/**
 * Headers of the SPA's documents and files. CSP: scripts only from this origin (and the shell's inline
 * script), WebAssembly compiled (the 3D viewer's decoders); Mantine injects style tags, hence 'unsafe-inline' for styles; media and images may be blob: for
 * previews before upload; frames are refused everywhere. `filesOrigin` is the bucket or CDN files are served
 * from (STORAGE=s3): images, media and the 3D viewer's fetch of a model come from there.
 */
export const securityHeadersFor = (filesOrigin: string | null) => {
  const files = filesOrigin ? [filesOrigin] : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // 'wasm-unsafe-eval' lets the 3D viewer (model-viewer, three.js) compile its WebAssembly decoders; it
      // allows no JavaScript eval.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...SHELL_SCRIPT_HASHES],
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

/**
 * Headers of JSON answers (/api, /rpc), after OWASP's REST security cheat sheet: a JSON answer is never a
 * document, so its CSP allows nothing at all (stricter than the SPA's, and a tenth of its bytes) and the
 * document-only headers (COOP, Origin-Agent-Cluster, X-XSS-Protection, X-Download-Options…) are left out.
 * Header bytes are most of the cost of a small answer (bench/README.md, health).
 */
export const apiSecurityHeaders = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  xContentTypeOptions: 'nosniff',
  xFrameOptions: 'DENY',
  referrerPolicy: 'no-referrer',
  crossOriginResourcePolicy: 'same-origin',
  strictTransportSecurity: 'max-age=15552000; includeSubDomains',
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/**
 * Headers of the files a document loads (the build's hashed /assets, stored /files): never documents, so the
 * document-only headers do nothing on them, and the SPA's CSP is 560 bytes on each of the ~120 requests of a
 * first screen (about 65 KiB, a third of a second on a phone's slow 4G). They get the JSON answers'
 * short set: its CSP allows nothing, which a stored file opened as a page (an uploaded SVG or HTML) keeps.
 */
export const fileSecurityHeaders = apiSecurityHeaders;
