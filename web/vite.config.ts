import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The lazy parts a server-rendered public page loads as it starts (public-routes.tsx, ProofPage's
 * result, the API reader). The page is on screen already; Vite's preload helper would add a link
 * to the document for each file they import, one by one on the main thread, which costs a phone
 * more than letting the browser fetch those imports itself, one round trip later.
 */
const PUBLIC_PAGE_PART = /^assets\/(ProofPage|ProofResult|ProjectPage|PortfolioPage|api)-[\w-]+\.js$/;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  build: {
    // WEB_DIST_DIR builds elsewhere (tests that build beside a runtime serving dist/web).
    outDir: process.env.WEB_DIST_DIR ? resolve(process.env.WEB_DIST_DIR) : fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // One stylesheet for every page, linked from index.html (or written into a server-rendered
    // public page), and never a dependency of a lazy page: Vite's preload helper would otherwise
    // fetch and apply it again when a public page, whose stylesheet is inline, loads a lazy part.
    cssCodeSplit: false,
    modulePreload: {
      resolveDependencies: (file, deps) => (PUBLIC_PAGE_PART.test(file) ? [] : deps),
    },
  },
});
