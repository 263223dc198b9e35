// The CloudFront Function on the default behaviour (cloudfront-js-2.0, viewer request): a
// client-side route such as /dashboard or /portfolio/jane.doe is served /index.html, while files
// (Vite's /assets/, or a known static extension) and the API, image and WebSocket paths pass
// through untouched. Rewriting here rather than with error responses keeps an API 404 an API 404.

/** Extensions served from the bucket as they are; any other path is a client-side route. */
export const STATIC_EXTENSIONS = [
  'js', 'mjs', 'css', 'map', 'json', 'txt', 'xml', 'webmanifest', 'html',
  'png', 'jpg', 'jpeg', 'gif', 'svg', 'ico', 'webp', 'avif',
  'woff', 'woff2', 'ttf', 'otf',
] as const;

/** Path prefixes that other behaviours serve; never rewritten (defence in depth). */
export const PASS_THROUGH_PREFIXES = ['/api/', '/og/', '/assets/'] as const;

export function spaRewriteCode(): string {
  return `
var STATIC = ${JSON.stringify(Object.fromEntries(STATIC_EXTENSIONS.map((ext) => [ext, true])))};
var PASS = ${JSON.stringify(PASS_THROUGH_PREFIXES)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/api' || uri === '/ws') return request;
  for (var i = 0; i < PASS.length; i++) {
    if (uri.indexOf(PASS[i]) === 0) return request;
  }
  var name = uri.substring(uri.lastIndexOf('/') + 1);
  var dot = name.lastIndexOf('.');
  if (dot > 0 && STATIC[name.substring(dot + 1).toLowerCase()] === true) return request;
  request.uri = '/index.html';
  return request;
}
`.trim();
}
