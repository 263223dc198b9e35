import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // One stylesheet for every page, linked from index.html (or written into a server-rendered
    // public page), and never a dependency of a lazy page: Vite's preload helper would otherwise
    // fetch and apply it again when a public page, whose stylesheet is inline, loads a lazy part.
    cssCodeSplit: false,
  },
});
