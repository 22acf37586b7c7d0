import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the portal supports loads module preloads natively.
    modulePreload: { polyfill: false },
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
