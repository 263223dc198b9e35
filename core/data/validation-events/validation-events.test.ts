// The audit chain's check, without a table: tampering is reported at the event where it shows.
import { describe, expect, it } from 'vitest';
import type { ValidationEvent } from '../../../domain/entities';
import { checkEvents, hashEvent } from './validation-events';

function chain(length: number): ValidationEvent[] {
  const events: ValidationEvent[] = [];
  for (let sequence = 1; sequence <= length; sequence++) {
    const unhashed = {
      recognitionId: 'proof-1',
      sequence,
      validationRequestId: `request-${sequence}`,
      eventType: sequence % 2 === 0 ? ('approve' as const) : ('view' as const),
      validatorEmail: 'boss@acme.com',
      validatorProfileId: null,
      metadata: { userAgent: 'Mozilla/5.0', timestamp: `2026-11-0${sequence}T10:00:00.000Z` },
      previousHash: events.at(-1)?.hash ?? '',
    };
    events.push({ ...unhashed, hash: hashEvent(unhashed) });
  }
  return events;
}

describe('checking a chain of events', () => {
  it('passes an untouched chain and says where it ends', () => {
    const events = chain(5);
    expect(checkEvents(events)).toEqual({ cursor: { nextSequence: 6, previousHash: events[4]!.hash }, broken: null });
    expect(checkEvents([])).toEqual({ cursor: { nextSequence: 1, previousHash: '' }, broken: null });
  });

  it('reports a changed event at that event', () => {
    const events = chain(5);
    events[2] = { ...events[2]!, eventType: 'decline' };
    expect(checkEvents(events).broken).toEqual({ at: 3, reason: 'hash' });
  });

  it('reports an event rewritten with a fresh hash at the next event, which no longer links to it', () => {
    const events = chain(5);
    const { hash: _old, ...rest } = { ...events[1]!, validatorEmail: 'someone.else@acme.com' };
    events[1] = { ...rest, hash: hashEvent(rest) };
    expect(checkEvents(events).broken).toEqual({ at: 3, reason: 'previousHash' });
  });

  it('reports a removed event where the gap is, and reordered events at the first out of place', () => {
    const events = chain(5);
    expect(checkEvents([...events.slice(0, 2), ...events.slice(3)]).broken).toEqual({ at: 3, reason: 'sequence' });
    expect(checkEvents([events[0]!, events[2]!, events[1]!, events[3]!]).broken).toEqual({ at: 2, reason: 'sequence' });
  });

  it('continues across pages from the cursor of the previous page', () => {
    const events = chain(6);
    const first = checkEvents(events.slice(0, 3));
    expect(checkEvents(events.slice(3), first.cursor).broken).toBeNull();
    const tampered = [...events.slice(3)];
    tampered[1] = { ...tampered[1]!, metadata: { ...tampered[1]!.metadata, userAgent: 'curl/8' } };
    expect(checkEvents(tampered, first.cursor).broken).toEqual({ at: 5, reason: 'hash' });
  });
});
