// The public pages' entry (public-page.html -> public-main.tsx), built after the app (vite.config.ts)
// into the same folder: the server-rendered public pages start from it. Its React components run on
// preact/compat, whose few kilobytes replace React DOM's two hundred, and their links load documents
// (app/document-navigation.tsx) instead of React Router's ninety. The server still renders them with
// React and React Router (web/ssr/), and Preact adopts that HTML as it hydrates. Every import of
// React or React Router, whatever module it is in, resolves here, so two runtimes never meet in a page.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import app from './vite.config.ts';

const page = fileURLToPath(new URL('public-page.html', import.meta.url));
const appPage = fileURLToPath(new URL('index.html', import.meta.url));
const APP_ENTRY = 'src="/main.tsx"';

/**
 * public-page.html is the app's index.html starting public-main.tsx instead of main.tsx, made here
 * rather than kept as a second copy. (The development server has no such file: it answers the app's
 * index.html, which renders a server-rendered page again instead of hydrating it.)
 */
const publicPageHtml: Plugin = {
  name: 'public-page-html',
  enforce: 'pre',
  resolveId: (id) => (id === page ? page : null),
  load(id) {
    if (id !== page) return null;
    const html = readFileSync(appPage, 'utf8');
    if (!html.includes(APP_ENTRY)) throw new Error(`web/index.html no longer starts ${APP_ENTRY}`);
    return html.replace(APP_ENTRY, 'src="/public-main.tsx"');
  },
};

export default mergeConfig(app, defineConfig({
  plugins: [publicPageHtml],
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react-router-dom$/, replacement: fileURLToPath(new URL('app/document-navigation.tsx', import.meta.url)) },
    ],
  },
  build: {
    emptyOutDir: false, // the app's build is already there
    rollupOptions: {
      input: { 'public-page': page },
      onwarn(warning, warn) {
        // A public component that starts using more of React Router (or React) than this build has.
        if (warning.code === 'IMPORT_IS_UNDEFINED' || warning.code === 'MISSING_EXPORT') throw new Error(warning.message);
        warn(warning);
      },
    },
  },
}));
