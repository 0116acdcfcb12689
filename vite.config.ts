import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The renderer is built once and served by Electron (file://) or by the browser-mode web host.
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [react()],
  build: { outDir: '../dist/renderer', emptyOutDir: true, sourcemap: true, target: 'es2022' },
});
