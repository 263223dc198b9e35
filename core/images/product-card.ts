// The generic card: link previews of pages that show no public proof.
import { PROOF_IMAGE } from '../../domain/constants';
import { linkPreviews } from '../../domain/messages/public-pages';
import { PRODUCT_NAME } from '../../domain/product';
import { h, type CardElement } from './element';
import { productMark, sealIcon } from './icons';

export function productCardTree(): CardElement {
  return h(
    'div',
    {
      style: {
        display: 'flex', flexDirection: 'column', justifyContent: 'center', width: PROOF_IMAGE.width, height: PROOF_IMAGE.height,
        boxSizing: 'border-box', padding: 80, background: '#0f172a', fontFamily: 'Inter', color: '#f8fafc',
      },
    },
    h('div', { style: { display: 'flex', alignItems: 'center', gap: 20 } }, productMark(72), h('div', { style: { display: 'flex', fontSize: 72, fontWeight: 800 } }, PRODUCT_NAME)),
    h('div', { style: { display: 'flex', fontSize: 38, fontWeight: 600, marginTop: 36, color: '#e2e8f0' } }, linkPreviews.tagline),
    h('div', { style: { display: 'flex', fontSize: 26, fontWeight: 400, marginTop: 16, color: '#94a3b8' } }, linkPreviews.genericDescription),
    h('div', { style: { display: 'flex', gap: 24, marginTop: 48 } }, sealIcon('manager', 110), sealIcon('project-member', 110)),
  );
}
