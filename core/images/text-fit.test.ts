// The width estimate behind the card's layout never under-counts what Satori draws with the card's
// fonts, and fitting cuts only between words.
import satori from 'satori';
import { describe, expect, it } from 'vitest';
import { cardFonts } from './fonts';
import { fitWords, textWidth } from './text-fit';

const PRINTABLE = Array.from({ length: 94 }, (_, index) => String.fromCharCode(33 + index)).join('');

async function drawnWidth(text: string, fontSize: number, fontWeight: 500 | 700): Promise<number> {
  let width = 0;
  const element = { type: 'div', props: { style: { display: 'flex', width: 4000, height: 100 }, children: { type: 'div', props: { style: { display: 'flex', fontSize, fontWeight, fontFamily: 'Inter', whiteSpace: 'nowrap' }, children: text } } } };
  await satori(element as unknown as Parameters<typeof satori>[0], {
    width: 4000, height: 100, fonts: await cardFonts(),
    onNodeDetected: (node) => {
      if (node.textContent === text) width = node.width;
    },
  });
  return width;
}

describe('textWidth', () => {
  it('is never less than the width Satori draws, for every printable character and real text, bold or not', async () => {
    for (const text of [PRINTABLE, '+4.1 pts conversion rate', 'Cut p95 latency from 1,200 ms to 180 ms — €1.2M saved', 'WWW MMM %%% @@@ mmm www', 'Réduit le délai de 40 %']) {
      for (const weight of [500, 700] as const) expect(textWidth(text, 22), `${text} ${weight}`).toBeGreaterThanOrEqual(await drawnWidth(text, 22, weight));
    }
  }, 30_000);

  it('is close enough not to waste the line: within a fifth of ordinary text', async () => {
    const text = 'Raised checkout conversion across every market by rebuilding the payment step';
    expect(textWidth(text, 24)).toBeLessThanOrEqual(1.2 * (await drawnWidth(text, 24, 500)));
  }, 30_000);
});

describe('fitWords', () => {
  it('keeps text that fits as it is, whitespace tidied', () => {
    expect(fitWords('  Cut  latency by 40% ', 24, 1000)).toBe('Cut latency by 40%');
  });
  it('cuts after a whole word, never inside one, and says so with an ellipsis', () => {
    const text = 'Cut p95 latency from 1,200 ms to 180 ms';
    const room = textWidth('Cut p95 latency from 1,2', 24);
    expect(fitWords(text, 24, room)).toBe('Cut p95 latency from…');
  });
  it('gives nothing when not even the first word fits', () => {
    expect(fitWords('Internationalisation', 24, 50)).toBe('');
  });
});
