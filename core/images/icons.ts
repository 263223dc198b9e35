// Shapes drawn as inline SVG: the Inter subset has no check mark, and the seals are pictures.
// Only fixed, product-made markup goes here, never user text.
import type { SealVariant } from '../../domain/entities';
import { PRODUCT_MARK } from '../../domain/product';
import { h, type CardElement } from './element';

export function checkIcon(size: number, color: string): CardElement {
  return h(
    'svg',
    { width: size, height: size, viewBox: '0 0 32 32' },
    h('circle', { cx: 16, cy: 16, r: 16, fill: color }),
    h('path', { d: 'M9 16.5l4.5 4.5L23 11.5', fill: 'none', stroke: '#ffffff', 'stroke-width': 3.2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
  );
}

/** Points of a star-burst (rosette) centred in a `size` square. */
function burst(size: number, spikes: number, outer: number, inner: number): string {
  const centre = size / 2;
  return Array.from({ length: spikes * 2 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI * index) / spikes - Math.PI / 2;
    return `${(centre + radius * Math.cos(angle)).toFixed(2)},${(centre + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}

/** Manager seal: a gold rosette with ribbon tails and a star. */
function managerSeal(size: number): CardElement {
  return h(
    'svg',
    { width: size, height: size, viewBox: '0 0 160 160' },
    h('path', { d: 'M52 104 L36 154 L58 142 L70 160 L80 112 Z', fill: '#b45309' }),
    h('path', { d: 'M108 104 L124 154 L102 142 L90 160 L80 112 Z', fill: '#b45309' }),
    h('polygon', { points: burst(160, 16, 66, 56), fill: '#f59e0b' }),
    h('circle', { cx: 80, cy: 80, r: 48, fill: '#fbbf24', stroke: '#b45309', 'stroke-width': 4 }),
    h('polygon', { points: '80,50 88.8,68 108.5,70.7 94.2,84.4 97.6,104 80,94.7 62.4,104 65.8,84.4 51.5,70.7 71.2,68', fill: '#92400e' }),
  );
}

/** Project-member seal: a blue hexagonal shield with a check mark. */
function memberSeal(size: number): CardElement {
  return h(
    'svg',
    { width: size, height: size, viewBox: '0 0 160 160' },
    h('polygon', { points: '80,6 144,43 144,117 80,154 16,117 16,43', fill: '#1d4ed8' }),
    h('polygon', { points: '80,22 130,51 130,109 80,138 30,109 30,51', fill: '#3b82f6', stroke: '#bfdbfe', 'stroke-width': 4 }),
    h('path', { d: 'M52 82 L72 102 L110 62', fill: 'none', stroke: '#ffffff', 'stroke-width': 12, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
  );
}

/** Not verified yet (owner previews of drafts): a grey dashed ring. */
function pendingSeal(size: number): CardElement {
  return h(
    'svg',
    { width: size, height: size, viewBox: '0 0 160 160' },
    h('circle', { cx: 80, cy: 80, r: 66, fill: '#f1f5f9', stroke: '#94a3b8', 'stroke-width': 6, 'stroke-dasharray': '14 10' }),
    h('circle', { cx: 80, cy: 80, r: 10, fill: '#94a3b8' }),
  );
}

export function sealIcon(variant: SealVariant | null, size: number): CardElement {
  if (variant === 'manager') return managerSeal(size);
  if (variant === 'project-member') return memberSeal(size);
  return pendingSeal(size);
}

export const SEAL_LABELS: Record<SealVariant | 'none', string> = {
  manager: 'Manager seal',
  'project-member': 'Project-member seal',
  none: 'Not yet verified',
};

/** The product's mark, as the site's logo draws it: the blue shield with a check (PRODUCT_MARK). */
export function productMark(size: number): CardElement {
  const { viewBox, shield, check } = PRODUCT_MARK;
  return h(
    'svg',
    { width: size, height: size, viewBox },
    h('path', { d: shield.d, fill: shield.fill }),
    h('path', { d: check.d, fill: 'none', stroke: check.stroke, 'stroke-width': check.strokeWidth, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
  );
}
