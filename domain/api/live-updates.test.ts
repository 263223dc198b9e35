import { describe, expect, it } from 'vitest';
import { liveUpdate, parseLiveUpdate } from './live-updates';

describe('live-update messages', () => {
  it('name each changed collection once, in a stable order', () => {
    expect(liveUpdate(['validations', 'proofs', 'validations'])).toEqual({ channel: 'validation-updates', changed: ['proofs', 'validations'] });
  });

  it('read back what was sent, and ignore what is not a live update', () => {
    expect(parseLiveUpdate(JSON.stringify(liveUpdate(['validation-requests'])))).toEqual({ channel: 'validation-updates', changed: ['validation-requests'] });
    expect(parseLiveUpdate('{"channel":"other","changed":[]}')).toBeNull();
    expect(parseLiveUpdate('not json')).toBeNull();
    expect(parseLiveUpdate('null')).toBeNull();
    expect(parseLiveUpdate('{"channel":"validation-updates","changed":["proofs","secrets"]}')).toEqual({ channel: 'validation-updates', changed: ['proofs'] });
    expect(parseLiveUpdate('{"channel":"validation-updates","changed":"proofs"}')).toBeNull();
  });

  it('read a message that does not say what changed as everything changed', () => {
    expect(parseLiveUpdate('{"channel":"validation-updates"}')).toEqual({ channel: 'validation-updates', changed: ['proofs', 'validation-requests', 'validations'] });
  });
});
