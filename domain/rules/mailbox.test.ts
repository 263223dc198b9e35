import { describe, expect, it } from 'vitest';
import { isOneOf, mailboxKey, sameMailbox } from './mailbox';

describe('the mailbox an address reaches', () => {
  it('ignores case and surrounding spaces', () => {
    expect(mailboxKey('  Owner@Acme.COM ')).toBe('owner@acme.com');
  });

  it('drops a +tag', () => {
    expect(mailboxKey('owner+validate@acme.com')).toBe('owner@acme.com');
    expect(mailboxKey('owner+a+b@acme.com')).toBe('owner@acme.com');
  });

  it('reads Gmail without dots and googlemail.com as gmail.com', () => {
    expect(mailboxKey('J.O.Doe+cv@GoogleMail.com')).toBe('jodoe@gmail.com');
    expect(mailboxKey('jo.doe@gmail.com')).toBe('jodoe@gmail.com');
  });

  it('keeps dots for other providers, where they matter', () => {
    expect(mailboxKey('jo.doe@acme.com')).toBe('jo.doe@acme.com');
    expect(sameMailbox('jo.doe@acme.com', 'jodoe@acme.com')).toBe(false);
  });

  it('leaves what is not an address as it is, and never matches blanks', () => {
    expect(mailboxKey('+only@acme.com')).toBe('+only@acme.com');
    expect(mailboxKey('no-at-sign')).toBe('no-at-sign');
    expect(sameMailbox('', '')).toBe(false);
    expect(sameMailbox(null, 'a@b.com')).toBe(false);
  });

  it('finds an address among the owner’s', () => {
    expect(isOneOf('Owner+self@gmail.com', [null, 'o.w.n.e.r@googlemail.com'])).toBe(true);
    expect(isOneOf('colleague@acme.com', ['owner@acme.com', undefined])).toBe(false);
  });
});
