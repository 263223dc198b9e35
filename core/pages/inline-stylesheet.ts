// The public pages' stylesheet, written into the page itself: a reader on a slow phone sees the
// server-rendered proof after one round trip, not two (the stylesheet link blocks the first paint).
// The browser still loads the same stylesheet file for the pages it renders itself.

/** The build's stylesheet links, as Vite writes them into index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"<>]+\.css)">/g;

/**
 * `html` with each same-origin stylesheet link replaced by a `<style>` holding the file. A file that
 * cannot be read, or that could close the element early, keeps its link: the page never fails for it.
 */
export async function withInlineStylesheets(html: string, read: (path: string) => Promise<string>): Promise<string> {
  const links = [...html.matchAll(STYLESHEET_LINK)];
  const styles = await Promise.all(links.map(([, path]) => read(path!).catch(() => null)));
  return links.reduce((page, [link], index) => {
    const css = styles[index];
    if (css === null || css === undefined || /<\/style/i.test(css)) return page;
    return page.replace(link, () => `<style>${css}</style>`);
  }, html);
}
