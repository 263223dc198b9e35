import { describe, expect, it } from 'vitest';
import { addToProfileUrl } from './add-to-profile';

const input = { title: ' Checkout rewrite & more ', proofNumber: 'PJ-7KQ2MX', issuedAt: '2026-01-31T23:30:00-02:00', origin: 'https://provenly.app/' };

describe('addToProfileUrl', () => {
  it('fills LinkedIn certification form: name, Provenly, issue month 1-12 in UTC, the proof page and number', () => {
    const url = new URL(addToProfileUrl(input));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Checkout rewrite & more',
      organizationName: 'Provenly',
      issueYear: '2026',
      issueMonth: '2',
      certUrl: 'https://provenly.app/proof/PJ-7KQ2MX',
      certId: 'PJ-7KQ2MX',
    });
  });

  it('numbers January 1 and December 12', () => {
    expect(new URL(addToProfileUrl({ ...input, issuedAt: '2026-01-15T00:00:00Z' })).searchParams.get('issueMonth')).toBe('1');
    expect(new URL(addToProfileUrl({ ...input, issuedAt: '2025-12-15T00:00:00Z' })).searchParams.get('issueMonth')).toBe('12');
  });

  it('refuses a date that is not one', () => {
    expect(() => addToProfileUrl({ ...input, issuedAt: 'soon' })).toThrow(RangeError);
  });
});
