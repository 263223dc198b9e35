// Puts server-rendered markup inside the SPA's root element, where the browser hydrates it.
const EMPTY_ROOT = '<div id="root"></div>';

/** index.html with `markup` (React's output, already escaped) inside `<div id="root">`. */
export function withRootContent(indexHtml: string, markup: string): string {
  if (markup === '' || !indexHtml.includes(EMPTY_ROOT)) return indexHtml;
  return indexHtml.replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`);
}
