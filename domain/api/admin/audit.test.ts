import { describe, expect, it } from 'vitest';
import { chainVerdict } from './audit';

const checkedAt = '2026-11-26T10:00:00.000Z';

describe('what Verify chain says', () => {
  it('says intact with the number checked', () => {
    expect(chainVerdict({ ok: true, length: 7, checkedAt }, 'event')).toBe('Chain intact: 7 events verified.');
    expect(chainVerdict({ ok: true, length: 0, checkedAt }, 'entry')).toBe('Chain intact: no entries yet.');
  });

  it('says broken at event N and why', () => {
    expect(chainVerdict({ ok: false, length: 2, brokenAt: 3, reason: 'hash', checkedAt }, 'event')).toBe('Chain broken at event 3: its content does not match its hash (it was changed after it was written).');
    expect(chainVerdict({ ok: false, length: 2, brokenAt: 3, reason: 'previousHash', checkedAt }, 'event')).toBe(
      'Chain broken at event 3: it does not link to event 2 (an earlier event was changed, removed or reordered).',
    );
    expect(chainVerdict({ ok: false, length: 4, brokenAt: 5, reason: 'head', checkedAt }, 'entry')).toContain('entries after 4 were removed');
  });
});
