// Inter for the cards, read once per process from @fontsource/inter's .woff files (Satori reads
// .woff, not .woff2). The image function's package carries these files (lib/images.ts).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

export const CARD_FONT_WEIGHTS = [400, 500, 600, 700, 800] as const;
export type CardFontWeight = (typeof CARD_FONT_WEIGHTS)[number];

export interface CardFont {
  readonly name: 'Inter';
  readonly data: Buffer;
  readonly weight: CardFontWeight;
  readonly style: 'normal';
}

let loaded: Promise<CardFont[]> | undefined;

export function cardFonts(): Promise<CardFont[]> {
  loaded ??= (async () => {
    const require = createRequire(import.meta.url);
    return Promise.all(
      CARD_FONT_WEIGHTS.map(async (weight): Promise<CardFont> => ({
        name: 'Inter',
        data: await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
        weight,
        style: 'normal',
      })),
    );
  })().catch((error: unknown) => {
    loaded = undefined; // a later call may try again
    throw error;
  });
  return loaded;
}
