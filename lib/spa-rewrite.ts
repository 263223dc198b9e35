// The CloudFront Function on the default behaviour (cloudfront-js-2.0, viewer request): a
// client-side route such as /dashboard or /portfolio/jane.doe is served /index.html, while files
// (Vite's /assets/, or a known static extension) and the API, image and WebSocket paths pass
// through untouched. Rewriting here rather than with error responses keeps an API 404 an API 404.
// `/u/{handle}`, a profile's short public link, is answered with a permanent redirect to its
// portfolio (domain/rules/short-profile-link.ts), so crawlers reach the portfolio's preview too.
import { SHORT_PROFILE_LINK } from '../domain/rules/short-profile-link';

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
var SHORT = ${SHORT_PROFILE_LINK.toString()};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var short = SHORT.exec(uri);
  if (short) {
    return { statusCode: 301, statusDescription: 'Moved Permanently', headers: { location: { value: '/portfolio/' + short[1] }, 'cache-control': { value: 'public, max-age=86400' } } };
  }
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
