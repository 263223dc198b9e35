// Vite bundles the style sheets the entry points import for their side effect.
declare module '*.css';
