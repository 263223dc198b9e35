import { describe, expect, it } from 'vitest';
import { CONNECTION_STATES, connectionState, isHeaderFullyConnected, isTokenError } from './connection-state';

const all = ['openid', 'profile', 'email', 'w_member_social'];

describe('connectionState', () => {
  it('is Not Connected when the flag is off, whatever the scopes', () => {
    expect(connectionState({ linkedinConnected: false, linkedinScopes: all })).toBe('notConnected');
  });
  it('is Connected with all four scopes, in any order and with extras', () => {
    expect(connectionState({ linkedinConnected: true, linkedinScopes: [...all].reverse().concat('r_extra') })).toBe('connected');
  });
  it('is Limited Access when any one scope is missing', () => {
    for (const missing of all) {
      expect(connectionState({ linkedinConnected: true, linkedinScopes: all.filter((s) => s !== missing) })).toBe('limited');
    }
    expect(connectionState({ linkedinConnected: true, linkedinScopes: [] })).toBe('limited');
  });
  it('labels and tones each state as the spec does', () => {
    expect(CONNECTION_STATES).toEqual({
      notConnected: { label: 'Not Connected', tone: 'grey' },
      limited: { label: 'Limited Access', tone: 'destructive' },
      connected: { label: 'Connected', tone: 'green' },
    });
  });
});

describe('isHeaderFullyConnected', () => {
  it('needs the flag and w_member_social only', () => {
    expect(isHeaderFullyConnected({ linkedinConnected: true, linkedinScopes: ['w_member_social'] })).toBe(true);
    expect(isHeaderFullyConnected({ linkedinConnected: true, linkedinScopes: ['openid', 'profile', 'email'] })).toBe(false);
    expect(isHeaderFullyConnected({ linkedinConnected: false, linkedinScopes: all })).toBe(false);
  });
});

describe('isTokenError', () => {
  it.each([
    ['Invalid access token', true],
    ['Unauthorized', true],
    ['PERMISSION denied', true],
    ['Rate limited', false],
    ['', false],
    [null, false],
  ])('%s -> %s', (message, expected) => {
    expect(isTokenError(message)).toBe(expected);
  });
});
