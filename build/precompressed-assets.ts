// Each built script and stylesheet also as `<file>.br` at Brotli's highest quality, which the server
// sends to browsers that accept it (server/http/spa.ts, preCompressed) instead of compressing on the
// fly at a quality fit for a live answer: on a slow phone network every kilobyte of the first scripts
// counts. Gzip-only clients still get the server's gzip.
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);

export function precompressedAssets(): Plugin {
  return {
    name: 'agroventas-precompressed-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? resolve(import.meta.dirname, '../dist/app');
      const files = Object.values(bundle).filter((file) => /^assets\/.+\.(js|css)$/.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          // The written file, as the server would send it (a chunk's code lacks its source map comment).
          const path = join(outDir, file.fileName);
          const compressed = await brotli(await readFile(path), {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            },
          });
          await writeFile(`${path}.br`, compressed);
        }),
      );
    },
  };
}
