import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text assets worth compressing; source maps are fetched only by developer tools. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
/** Below this size the encoded copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a `.br` and a `.gz` copy beside every text asset of the build, at the highest levels, so the
 * server hands them out as they are (serveStatic's `precompressed`) and never compresses per request.
 */
export function precompress(): Plugin {
  return {
    name: 'edgeforge-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const path = join(outDir, fileName);
        const source = readFileSync(path);
        if (source.length < MIN_BYTES) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}
