// The card's element tree: user text is text (string children of divs, never inside SVG), the
// two seals are different pictures, and the tree renders to a 1200x627 PNG.
import { describe, expect, it } from 'vitest';
import { proofCardTree } from './card-tree';
import type { CardChild, CardElement } from './element';
import { sealIcon } from './icons';
import { productCardTree } from './product-card';
import { PRODUCT_MARK } from '../../domain/product';
import type { ProofCard } from './proof-card';
import { renderProofCard } from './render';

const hostile = `<script>alert("x")</script> & 'quotes'`;
const card: ProofCard = {
  title: hostile,
  role: '<b>Lead</b>',
  orgName: 'Acme <svg onload=alert(1)>',
  startDate: '2024-03-01',
  endDate: null,
  outcomes: [{ description: 'Faster <img src=x>', metric: '"40%"' }, { description: 'Second' }, { description: 'Third' }, { description: 'Fourth is never shown' }],
  ownerName: 'Jordan </text><text>Rivera',
  proofNumber: 'PJ-7KQ2MX',
  proofScore: 312,
  trustLevel: 'Manager Verified',
  sealVariant: 'manager',
};

const childrenOf = (element: CardElement): CardChild[] => {
  const children = element.props.children;
  if (children === undefined) return [];
  return Array.isArray(children) ? [...(children as CardChild[])] : [children as CardChild];
};

/** Every string in the tree with the element types above it. */
function texts(element: CardElement, ancestors: string[] = []): { text: string; path: string[] }[] {
  const path = [...ancestors, element.type];
  return childrenOf(element).flatMap((child) => (typeof child === 'string' ? [{ text: child, path }] : texts(child, path)));
}

function attributeValues(element: CardElement): string[] {
  const own = Object.entries(element.props)
    .filter(([name]) => name !== 'children' && name !== 'style')
    .map(([, value]) => String(value));
  return [...own, ...childrenOf(element).flatMap((child) => (typeof child === 'string' ? [] : attributeValues(child)))];
}

describe('the proof card tree', () => {
  const tree = proofCardTree(card);
  const all = texts(tree);

  it('is a 1200x627 border-box root', () => {
    expect(tree.props.style).toMatchObject({ width: 1200, height: 627, boxSizing: 'border-box' });
  });

  it('carries user text only as text children of divs, never inside SVG', () => {
    for (const value of [hostile, '<b>Lead</b> @ Acme <svg onload=alert(1)>', 'Faster <img src=x>', '"40%"', 'Jordan </text><text>Rivera']) {
      const found = all.find((entry) => entry.text.includes(value));
      expect(found, value).toBeDefined();
      expect(found!.path.at(-1)).toBe('div');
      expect(found!.path).not.toContain('svg');
    }
    for (const entry of all) expect(entry.path).not.toContain('svg');
    // No attribute (SVG or otherwise) holds user text.
    for (const value of attributeValues(tree)) expect(value).not.toMatch(/script|onload|img|Rivera|Acme/);
  });

  it('shows at most three outcomes, the owner, number, score and trust level', () => {
    const words = all.map((entry) => entry.text).join('\n');
    expect(words).toContain('Third');
    expect(words).not.toContain('Fourth');
    expect(words).toContain('Proof PJ-7KQ2MX');
    expect(words).toContain('312');
    expect(words).toContain('Proficient');
    expect(words).toContain('Manager Verified');
    expect(words).toContain('Mar 2024 – Present');
  });

  it('draws two visually different seals and a pending mark for drafts', () => {
    const manager = JSON.stringify(sealIcon('manager', 120));
    const member = JSON.stringify(sealIcon('project-member', 120));
    const pending = JSON.stringify(sealIcon(null, 120));
    expect(new Set([manager, member, pending]).size).toBe(3);
    expect(manager).toContain('#f59e0b');
    expect(member).toContain('#1d4ed8');
    const memberTree = JSON.stringify(proofCardTree({ ...card, sealVariant: 'project-member' }));
    expect(memberTree).not.toBe(JSON.stringify(tree));
    expect(memberTree).toContain('Project-member seal');
    expect(JSON.stringify(tree)).toContain('Manager seal');
  });

  it("draws the site's mark, the blue shield of the logo, on the proof card and the link-preview card", () => {
    for (const [name, drawing] of [['proof card', tree], ['product card', productCardTree()]] as const) {
      const json = JSON.stringify(drawing);
      expect(json, name).toContain(JSON.stringify(PRODUCT_MARK.shield.d));
      expect(json, name).toContain(PRODUCT_MARK.shield.fill);
      // Not the former purple checkbox, nor its indigo label.
      for (const indigo of ['#4f46e5', '#3730a3', '#eef2ff']) expect(json, name).not.toContain(indigo);
    }
  });

  it('says a draft is not yet verified', () => {
    const draft = texts(proofCardTree({ ...card, proofNumber: null, sealVariant: null })).map((entry) => entry.text);
    expect(draft).toContain('Draft · not yet verified');
    expect(draft).toContain('Not yet verified');
  });

  it('renders a 1200x627 PNG', async () => {
    const png = await renderProofCard(card);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(627);
  }, 30_000);
});
