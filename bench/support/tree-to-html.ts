// The card's element tree as an HTML page with inline CSS, for the Chromium side of
// bench/image-render.ts: the same boxes, the same Inter files, Satori's flex defaults.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { escapeHtml } from '../../domain/html';
import type { CardChild, CardElement, Style } from '../../core/images/element';
import { CARD_FONT_WEIGHTS } from '../../core/images/fonts';

const UNITLESS = new Set(['fontWeight', 'lineHeight', 'flex', 'flexGrow', 'flexShrink', 'opacity', 'zIndex']);
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function css(style: Style | undefined, type: string): string {
  const rules: string[] = [];
  const entries = Object.entries(style ?? {});
  if (type === 'div' && !('display' in (style ?? {}))) rules.push('display:flex'); // Satori's default
  for (const [name, value] of entries) {
    if (name === 'lineClamp') {
      rules.push(`display:-webkit-box`, `-webkit-line-clamp:${value}`, '-webkit-box-orient:vertical', 'overflow:hidden');
      continue;
    }
    rules.push(`${kebab(name)}:${typeof value === 'number' && !UNITLESS.has(name) ? `${value}px` : value}`);
  }
  return rules.join(';');
}

function children(element: CardElement): CardChild[] {
  const value = element.props.children;
  if (value === undefined) return [];
  return Array.isArray(value) ? [...(value as CardChild[])] : [value as CardChild];
}

export function elementToHtml(node: CardChild): string {
  if (typeof node === 'string') return escapeHtml(node);
  const attributes = Object.entries(node.props)
    .filter(([name]) => name !== 'children' && name !== 'style')
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
    .join('');
  const style = node.type === 'svg' || node.props.style === undefined && node.type !== 'div' ? '' : ` style="${escapeHtml(css(node.props.style, node.type))}"`;
  return `<${node.type}${attributes}${style}>${children(node).map(elementToHtml).join('')}</${node.type}>`;
}

let fontFaces: string | undefined;

/** @font-face rules with the same Inter .woff files Satori gets, as data URLs. */
function interFontFaces(): string {
  const require = createRequire(import.meta.url);
  fontFaces ??= CARD_FONT_WEIGHTS.map((weight) => {
    const data = readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)).toString('base64');
    return `@font-face{font-family:Inter;font-weight:${weight};font-style:normal;src:url(data:font/woff;base64,${data}) format('woff')}`;
  }).join('\n');
  return fontFaces;
}

export function cardPage(tree: CardElement): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${interFontFaces()}\nhtml,body{margin:0;padding:0}</style></head><body>${elementToHtml(tree)}</body></html>`;
}
