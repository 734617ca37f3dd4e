// The service worker (src/sw/sw.ts): the whole build precached by content hash, the pages under the
// addresses the server answers them at (with their configuration).
import { VitePWA } from 'vite-plugin-pwa';
import { precachedUrlOf } from '../src/sw/routes.ts';

export function appWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      globIgnores: ['sw.js', 'workbox-*.js'],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      manifestTransforms: [
        (entries) => ({
          manifest: entries.map((entry) => ({ ...entry, url: precachedUrlOf(entry.url) })),
          warnings: [],
        }),
      ],
    },
  });
}
