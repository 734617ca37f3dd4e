import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The static app. `npm run dev` proxies /api to the server on PORT (default 3000).
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
});
