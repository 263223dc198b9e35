// An outcome's line on the card: the metric whole (smaller if it must be), the description cut only
// after a whole word, so a number is never cut; checked against Satori's own layout of the card.
import satori from 'satori';
import { describe, expect, it } from 'vitest';
import { proofCardTree } from './card-tree';
import { cardFonts } from './fonts';
import { DESCRIPTION_FONT_SIZE, METRIC_FONT_SIZES, OUTCOME_ROW_WIDTH, outcomeLine } from './outcome-line';
import type { ProofCard } from './proof-card';
import { textWidth } from './text-fit';

const LONG_DESCRIPTION = 'Raised checkout conversion across every market by rebuilding the payment step, cutting p95 latency from 1,200 ms to 180 ms and retiring 14 legacy services';

/** Every token with a digit in `shown` is a whole token of `original`. */
function expectNumbersWhole(shown: string, original: string) {
  const tokens = new Set(original.split(/\s+/));
  for (const token of shown.replace(/…$/, '').split(/\s+/).filter((word) => /\d/.test(word))) expect(tokens, `${token} in "${shown}"`).toContain(token);
}

describe('outcomeLine', () => {
  it('shows a metric like "+4.1 pts conversion rate" whole at full size, and cuts the description after a whole word', () => {
    const line = outcomeLine({ description: LONG_DESCRIPTION, metric: '+4.1 pts conversion rate' });
    expect(line.metric).toMatchObject({ text: '+4.1 pts conversion rate', fontSize: METRIC_FONT_SIZES[0] });
    expect(line.description.endsWith('…')).toBe(true);
    expect(LONG_DESCRIPTION.startsWith(line.description.slice(0, -1))).toBe(true);
    expect(LONG_DESCRIPTION[line.description.length - 1]).toMatch(/[\s,]/);
    expectNumbersWhole(line.description, LONG_DESCRIPTION);
    expect(line.metric!.width + 14 + textWidth(line.description, DESCRIPTION_FONT_SIZE)).toBeLessThanOrEqual(OUTCOME_ROW_WIDTH);
  });

  it('shrinks a longer metric rather than cutting it', () => {
    const metric = 'Conversion up from 2.31% to 4.1% across all 14 EU and US markets in two quarters';
    const line = outcomeLine({ description: 'Checkout rebuild', metric });
    expect(line.metric?.text).toBe(metric);
    expect(line.metric!.fontSize).toBeLessThan(METRIC_FONT_SIZES[0]);
    expect(line.description).toBe('Checkout rebuild');
  });

  it('keeps the leading words of a metric too long for any size whole, numbers included, and leaves the description room', () => {
    const metric = `Conversion up from 2.31% to 4.1% (+1.79 pts) across 14 markets, $1.2M a year, measured over two quarters against a holdout of 5% of traffic ${'and more '.repeat(10)}`.trim();
    const line = outcomeLine({ description: LONG_DESCRIPTION, metric });
    expect(line.metric!.text.endsWith('…')).toBe(true);
    expect(metric.startsWith(line.metric!.text.slice(0, -1))).toBe(true);
    expectNumbersWhole(line.metric!.text, metric);
    expect(line.description.length).toBeGreaterThan(8);
  });

  it('gives the whole line to the description when there is no metric', () => {
    expect(outcomeLine({ description: 'Shipped the new design system' })).toEqual({ metric: null, description: 'Shipped the new design system' });
  });
});

describe('the card as Satori lays it out', () => {
  const card: ProofCard = {
    title: 'Checkout rebuild', role: 'Lead Engineer', orgName: 'Acme', startDate: '2024-03-01', endDate: null,
    outcomes: [
      { description: LONG_DESCRIPTION, metric: '+4.1 pts conversion rate' },
      { description: 'Payments', metric: 'Conversion up from 2.31% to 4.1% across all 14 EU and US markets in two quarters' },
      { description: LONG_DESCRIPTION, metric: 'WWW %%% @@@ MMM mmm 100% 200% 300% 400% 500% 600% 700% 800% 900% 1000% 1100% 1200%' },
    ],
    ownerName: 'Jordan Rivera', proofNumber: 'PJ-7KQ2MX', proofScore: 312, trustLevel: 'Manager Verified', sealVariant: 'manager',
  };

  it('draws each metric inside its line, never overlapping its description or leaving the card', async () => {
    const nodes: { text: string; left: number; width: number }[] = [];
    await satori(proofCardTree(card) as unknown as Parameters<typeof satori>[0], {
      width: 1200, height: 627, fonts: await cardFonts(),
      onNodeDetected: (node) => {
        if (node.textContent) nodes.push({ text: node.textContent, left: node.left, width: node.width });
      },
    });
    for (const outcome of card.outcomes) {
      const line = outcomeLine(outcome);
      const metric = nodes.find((node) => node.text === line.metric?.text);
      const description = nodes.find((node) => node.text === line.description);
      expect(metric, line.metric?.text).toBeDefined();
      expect(description, line.description).toBeDefined();
      // The estimate never under-counts: the chip Satori draws is no wider than the room it was given.
      expect(metric!.width).toBeLessThanOrEqual(line.metric!.width + 0.5);
      expect(metric!.left + metric!.width).toBeLessThanOrEqual(description!.left);
      expect(description!.left + description!.width).toBeLessThanOrEqual(1200 - 56 + 0.5);
    }
    expect(nodes.some((node) => node.text === '+4.1 pts conversion rate')).toBe(true);
  }, 30_000);
});
