// The proof card as an element tree for Satori: 1200x627, white, a band in the seal's colour, the
// title, role @ organisation and dates, up to three outcomes, then the owner, proof number, score
// and trust level. User text only ever appears as string children of div elements.
import { CARD_MAX_OUTCOMES, PROOF_IMAGE } from '../../domain/constants';
import type { Outcome } from '../../domain/entities';
import { PRODUCT_NAME } from '../../domain/product';
import { dateRange } from '../../domain/rules/date-range';
import { scoreTier } from '../../domain/rules/score-tier';
import { clip, h, type CardElement } from './element';
import { checkIcon, productMark, SEAL_LABELS, sealIcon } from './icons';
import { DESCRIPTION_FONT_SIZE, METRIC_GAP, outcomeLine } from './outcome-line';
import type { ProofCard } from './proof-card';

/**
 * Bump when the drawing changes (layout, mark, colours) while the card's data does not: the
 * version is part of every card's image version, so each image gets a new URL and no cache keeps
 * the old drawing (2: the site's shield mark, blue trust label, metrics shown whole).
 */
export const CARD_DESIGN_VERSION = 2;

const INK = '#0f172a';
const MUTED = '#475569';
const FAINT = '#94a3b8';
const TIER_COLOURS: Record<string, string> = { orange: '#ea580c', blue: '#2563eb', green: '#16a34a', purple: '#9333ea' };
const BAND: Record<string, string> = { manager: '#f59e0b', 'project-member': '#2563eb', none: '#cbd5e1' };

const text = (content: string, style: Record<string, string | number>) => h('div', { style: { display: 'flex', ...style } }, content);

function header(card: ProofCard): CardElement {
  return h(
    'div',
    { style: { display: 'flex', alignItems: 'center', gap: 12 } },
    productMark(36),
    text(PRODUCT_NAME, { fontSize: 28, fontWeight: 800, color: INK }),
    h('div', { style: { display: 'flex', marginLeft: 12, padding: '6px 16px', borderRadius: 999, background: '#eff6ff', color: '#1e40af', fontSize: 20, fontWeight: 600 } }, card.trustLevel),
  );
}

/** The seal in the top-right corner, with its name under it. */
function seal(card: ProofCard): CardElement {
  return h(
    'div',
    { style: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, position: 'absolute', top: 28, right: 48 } },
    sealIcon(card.sealVariant, 124),
    text(SEAL_LABELS[card.sealVariant ?? 'none'], { fontSize: 16, fontWeight: 600, color: MUTED }),
  );
}

/** Check, metric chip (whole, never shrunk by the row), description (the rest of the line): outcome-line.ts. */
function outcomeRow(outcome: Outcome): CardElement {
  const line = outcomeLine(outcome);
  return h(
    'div',
    { style: { display: 'flex', alignItems: 'center', gap: METRIC_GAP, width: '100%' } },
    checkIcon(28, '#16a34a'),
    line.metric
      ? text(line.metric.text, {
          fontSize: line.metric.fontSize, fontWeight: 700, color: '#15803d', background: '#dcfce7', padding: '2px 10px', borderRadius: 8, flexShrink: 0, whiteSpace: 'nowrap',
          // Only a single word longer than the whole line at 10 px (no real metric) ever meets this edge.
          maxWidth: line.metric.width, boxSizing: 'border-box', overflow: 'hidden',
        })
      : null,
    text(line.description, { fontSize: DESCRIPTION_FONT_SIZE, fontWeight: 500, color: INK, flex: 1, minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }),
  );
}

function footer(card: ProofCard): CardElement {
  const score = card.proofScore ?? 0;
  const tier = scoreTier(score);
  return h(
    'div',
    { style: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', width: '100%', borderTop: '2px solid #e2e8f0', paddingTop: 22 } },
    h(
      'div',
      { style: { display: 'flex', flexDirection: 'column', gap: 6 } },
      text(clip(card.ownerName, 48), { fontSize: 28, fontWeight: 700, color: INK }),
      text(card.proofNumber ? `Proof ${card.proofNumber}` : 'Draft · not yet verified', { fontSize: 22, fontWeight: 600, color: card.proofNumber ? MUTED : FAINT, letterSpacing: 1 }),
    ),
    h(
      'div',
      { style: { display: 'flex', alignItems: 'flex-end', gap: 12 } },
      text('Proof score', { fontSize: 20, fontWeight: 500, color: MUTED, paddingBottom: 8 }),
      text(String(score), { fontSize: 52, fontWeight: 800, color: TIER_COLOURS[tier.color] ?? INK, lineHeight: 1 }),
      text(tier.name, { fontSize: 20, fontWeight: 700, color: TIER_COLOURS[tier.color] ?? INK, paddingBottom: 8 }),
    ),
  );
}

export function proofCardTree(card: ProofCard): CardElement {
  const subtitle = [card.orgName ? `${card.role} @ ${card.orgName}` : card.role, dateRange(card.startDate, card.endDate)].filter(Boolean).join(' · ');
  return h(
    'div',
    {
      style: {
        display: 'flex', flexDirection: 'column', width: PROOF_IMAGE.width, height: PROOF_IMAGE.height, boxSizing: 'border-box',
        position: 'relative', background: '#ffffff', fontFamily: 'Inter', borderTop: `12px solid ${BAND[card.sealVariant ?? 'none']}`, padding: '40px 56px 40px 56px',
      },
    },
    header(card),
    seal(card),
    h('div', { style: { display: 'block', fontSize: 48, fontWeight: 800, color: INK, lineHeight: 1.2, marginTop: 30, maxWidth: 930, lineClamp: 2 } }, clip(card.title, 120)),
    text(clip(subtitle, 90), { fontSize: 26, fontWeight: 500, color: MUTED, marginTop: 12 }),
    h('div', { style: { display: 'flex', flexDirection: 'column', gap: 12, marginTop: 26, flex: 1 } }, ...card.outcomes.slice(0, CARD_MAX_OUTCOMES).map(outcomeRow)),
    footer(card),
  );
}
