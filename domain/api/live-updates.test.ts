import { describe, expect, it } from 'vitest';
import { liveUpdate, MAX_ANNOUNCED_PROOFS, parseLiveUpdate } from './live-updates';

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

  it('carry the proofs that changed, read back field by field, and none when there are too many or they are malformed', () => {
    const proofs = [{ id: 'p1', updatedAt: '2026-11-03T09:00:00.000Z' }];
    expect(parseLiveUpdate(JSON.stringify(liveUpdate(['proofs'], proofs)))).toEqual({ channel: 'validation-updates', changed: ['proofs'], proofs });
    expect(parseLiveUpdate(JSON.stringify({ channel: 'validation-updates', changed: ['proofs'], proofs: [{ ...proofs[0], extra: 'x' }] }))?.proofs).toEqual(proofs);
    expect(parseLiveUpdate(JSON.stringify({ channel: 'validation-updates', changed: ['proofs'], proofs: [{ id: 1 }] }))?.proofs).toBeUndefined();
    const many = Array.from({ length: MAX_ANNOUNCED_PROOFS + 1 }, (_, index) => ({ id: `p${index}`, updatedAt: '2026-11-03T09:00:00.000Z' }));
    expect(liveUpdate(['proofs'], many).proofs).toBeUndefined();
  });
});
