import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the portal supports loads module preloads natively.
    modulePreload: {
      polyfill: false,
      // A page's chunk loads its own imports when it runs; only its style sheets are listed ahead (a
      // lazily loaded page must not paint unstyled). The list of every page's scripts would otherwise
      // sit in the entry chunk the log-in page downloads (about 3 KB compressed, and growing with each
      // page); on the office's network the few extra round trips at a page's first visit cost
      // milliseconds.
      resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')),
    },
    rollupOptions: {
      treeshake: {
        // The domain package is pure (ARCHITECTURE: no I/O); treating it as side-effect free keeps the
        // zod schemas and rules a page does not use out of its chunk.
        moduleSideEffects: (id) => !/[\\/]packages[\\/]domain[\\/]/.test(id),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});
