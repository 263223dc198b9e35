// The analytics counters' writes, without a table: what one change adds, to which day.
import { describe, expect, it } from 'vitest';
import { dailyCountersUpdate, funnelUpdate } from './analytics';

describe('daily counters', () => {
  it('adds only what happened, on the UTC day it happened', () => {
    const update = dailyCountersUpdate({ cosignatures: 1, verifications: 0 }, '2026-11-26T23:30:00-02:00')!.Update!;
    expect(update.Key).toMatchObject({ pk: 'ANALYTICS' });
    expect(String(update.Key!.sk)).toMatch(/^DAY#2026-11-27#0\d$/);
    expect(update.UpdateExpression).toBe('SET #type = :type, #day = :day ADD #cosignatures :cosignatures');
    expect(update.ExpressionAttributeValues).toEqual({ ':type': 'DailyCounter', ':day': '2026-11-27', ':cosignatures': 1 });
  });

  it('writes nothing when nothing is counted (a decline, a withdrawal)', () => {
    expect(dailyCountersUpdate({ cosignatures: 0, verifications: -1 })).toBeNull();
  });

  it('counts one person at a funnel step on one of its shards', () => {
    const update = funnelUpdate('published').Update!;
    expect(String(update.Key!.sk)).toMatch(/^FUNNEL#0\d$/);
    expect(update.UpdateExpression).toBe('SET #type = :type ADD #published :published');
    expect(update.ExpressionAttributeValues).toMatchObject({ ':published': 1 });
  });
});
