// The element tree Satori lays out, as plain objects (`{ type, props }`) rather than React: the
// server has no React (lint rule), and plain data is easy to inspect in tests. Strings in
// `children` are text; Satori turns them into glyph outlines, so they are never markup.

export type Style = Readonly<Record<string, string | number>>;

export interface CardElement {
  readonly type: string;
  readonly props: {
    readonly style?: Style;
    readonly children?: CardChild | readonly CardChild[];
    readonly [attribute: string]: unknown;
  };
}

export type CardChild = CardElement | string;

/** `h('div', { style }, child, ...)`; false and null children are dropped. */
export function h(type: string, props: Record<string, unknown> & { style?: Style }, ...children: (CardChild | false | null | undefined)[]): CardElement {
  const kept = children.filter((child): child is CardChild => child !== false && child !== null && child !== undefined);
  return { type, props: kept.length === 0 ? props : { ...props, children: kept.length === 1 ? kept[0] : kept } };
}

/** Shortens text to `max` characters with an ellipsis. */
export function clip(text: string, max: number): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  return characters.length <= max ? characters.join('') : `${characters.slice(0, max - 1).join('').trimEnd()}…`;
}
