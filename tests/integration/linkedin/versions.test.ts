// The stand-in's version window: a monthly version is active for 12 months from its release month.
import { describe, expect, it } from 'vitest';
import { checkVersion, latestVersion, oldestActiveVersion } from '../../../local/stand-ins/linkedin/api/versions';

const at = (iso: string) => new Date(iso);

describe('LinkedIn-Version window', () => {
  it('accepts the current month and the eleven before it, across a year boundary', () => {
    const now = at('2027-01-15T12:00:00Z');
    expect(latestVersion(now)).toBe('202701');
    expect(oldestActiveVersion(now)).toBe('202602');
    for (const version of ['202701', '202612', '202602', '202602.01']) expect(checkVersion(version, now)).toEqual({ ok: true });
  });

  it('refuses a sunset, a future, a malformed and a missing version, echoing it as LinkedIn does', () => {
    const now = at('2026-11-23T22:00:00Z');
    expect(checkVersion('202511', now)).toEqual({ ok: false, missing: false, echoed: '20251101' });
    expect(checkVersion('202612', now)).toEqual({ ok: false, missing: false, echoed: '20261201' });
    expect(checkVersion('202613', now)).toMatchObject({ ok: false });
    expect(checkVersion('2026-11', now)).toEqual({ ok: false, missing: false, echoed: '2026-11' });
    expect(checkVersion(undefined, now)).toEqual({ ok: false, missing: true, echoed: '' });
    expect(checkVersion('  ', now)).toMatchObject({ ok: false, missing: true });
  });

  it('turns on at midnight UTC of the first of the month', () => {
    expect(checkVersion('202612', at('2026-11-30T23:59:59Z')).ok).toBe(false);
    expect(checkVersion('202612', at('2026-12-01T00:00:00Z')).ok).toBe(true);
    expect(checkVersion('202512', at('2026-12-01T00:00:00Z')).ok).toBe(false);
  });
});
