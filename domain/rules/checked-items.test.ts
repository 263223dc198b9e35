import { describe, expect, it } from 'vitest';
import { MAX_CHECKED_ITEMS } from '../constants';
import { itemsIn, referenceOf } from './checked-items';

const ORIGIN = 'https://provenly.example';
const CREDENTIAL = '2f1c0b7e-5a1d-4c3e-9b8a-7d6e5f4a3b2c';

describe('what a pasted item names', () => {
  it('reads proof numbers in any case and this origin proof, project, credential and bundle links', () => {
    expect(referenceOf(' pj-abc234 ', ORIGIN)).toEqual({ kind: 'proof', proofNumber: 'PJ-ABC234' });
    expect(referenceOf(`${ORIGIN}/proof/PJ-ABC234`, ORIGIN)).toEqual({ kind: 'proof', proofNumber: 'PJ-ABC234' });
    expect(referenceOf(`${ORIGIN}/proof/pj-abc234?utm_source=cv`, ORIGIN)).toEqual({ kind: 'proof', proofNumber: 'PJ-ABC234' });
    expect(referenceOf(`${ORIGIN}/project/0b6f3c1e-aaaa-4bbb-8ccc-123456789abc`, ORIGIN)).toEqual({ kind: 'project', proofId: '0b6f3c1e-aaaa-4bbb-8ccc-123456789abc' });
    expect(referenceOf(`${ORIGIN}/api/public/credentials/${CREDENTIAL}`, ORIGIN)).toEqual({ kind: 'credential', credentialId: CREDENTIAL });
    expect(referenceOf(`${ORIGIN}/api/public/credentials/${CREDENTIAL}/badge.png`, ORIGIN)).toEqual({ kind: 'credential', credentialId: CREDENTIAL });
    expect(referenceOf(`${ORIGIN}/bundle/AbCdEfGhIjKlMnOpQr_-12`, ORIGIN)).toEqual({ kind: 'bundle', bundleId: 'AbCdEfGhIjKlMnOpQr_-12' });
  });

  it('reads a link as people write them: a trailing slash, http for https, no scheme at all, a host in capitals', () => {
    const proof = { kind: 'proof', proofNumber: 'PJ-ABC234' };
    expect(referenceOf(`${ORIGIN}/proof/PJ-ABC234/`, ORIGIN)).toEqual(proof);
    expect(referenceOf('http://provenly.example/proof/PJ-ABC234', ORIGIN)).toEqual(proof);
    expect(referenceOf('provenly.example/proof/PJ-ABC234', ORIGIN)).toEqual(proof);
    expect(referenceOf('HTTPS://PROVENLY.EXAMPLE/proof/PJ-ABC234', ORIGIN)).toEqual(proof);
  });

  it('does not vouch for other sites, other pages, or what does not parse', () => {
    for (const item of [
      'https://elsewhere.example/proof/PJ-ABC234',
      'https://provenly.example@elsewhere.example/proof/PJ-ABC234',
      'https://provenly.example:8443/proof/PJ-ABC234',
      `${ORIGIN}/%70roof/PJ-ABC234`,
      'elsewhere.example/proof/PJ-ABC234',
      `${ORIGIN}/portfolio/rita`,
      `${ORIGIN}/proof/PJ-ABC234/extra`,
      `${ORIGIN}/api/public/credentials/not-a-uuid`,
      `${ORIGIN}/bundle/too-short`,
      `${ORIGIN}/bundle/AbCdEfGhIjKlMnOpQr_-12/more`,
      `${ORIGIN}/api/public/credentials/${CREDENTIAL}/endorsements/x`,
      `${ORIGIN}/proof/%E0%A4%A`,
      'https://',
      'PJ-',
      'hello',
      'javascript:alert(1)',
    ]) {
      expect(referenceOf(item, ORIGIN), item).toEqual({ kind: 'unrecognised' });
    }
  });
});

describe('the items in pasted text', () => {
  it('splits at line breaks, spaces, commas and semicolons, each once, in order', () => {
    expect(itemsIn('PJ-AAAAAA, PJ-BBBBBB;\n\thttps://x.example/proof/PJ-CCCCCC  PJ-AAAAAA\n')).toEqual(['PJ-AAAAAA', 'PJ-BBBBBB', 'https://x.example/proof/PJ-CCCCCC']);
    expect(itemsIn('  \n ')).toEqual([]);
  });

  it('keeps one more than a check takes, so too many can be told', () => {
    const many = Array.from({ length: MAX_CHECKED_ITEMS + 10 }, (_, index) => `item${index}`).join('\n');
    expect(itemsIn(many)).toHaveLength(MAX_CHECKED_ITEMS + 1);
  });
});
