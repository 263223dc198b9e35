// The local user pool's subject for a member: its own random UUID, kept across restarts and name
// changes; a member written before subjects of the pool's own keeps the member id as its subject,
// so the account a data directory already holds for them stays theirs.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MemberDirectory, memberClaims, subjectFor } from './accounts';

const SECRET = 'a-subject-secret-of-at-least-32-characters';
const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'members-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the local user pool subject of a member', () => {
  it('is a UUID of its own, the same after a rename and a restart, and another for another member', () => {
    const dir = freshDir();
    const members = new MemberDirectory(dir, SECRET);
    const ada = members.upsert({ email: 'ada@example.com', name: 'Ada Lovelace', headline: null });
    expect(ada.poolSub).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ada.poolSub).not.toBe(ada.sub);
    expect(members.upsert({ email: ' ADA@example.com', name: 'Ada King', headline: 'Analyst' }).poolSub).toBe(ada.poolSub);
    const restarted = new MemberDirectory(dir, SECRET);
    expect(restarted.byPoolSub(ada.poolSub)).toMatchObject({ sub: ada.sub, name: 'Ada King' });
    expect(restarted.upsert({ email: 'grace@example.com', name: 'Grace Hopper', headline: null }).poolSub).not.toBe(ada.poolSub);
  });

  it('stays the member id for a member written before the pool had subjects of its own', () => {
    const dir = freshDir();
    const sub = subjectFor(SECRET, 'old@example.com');
    writeFileSync(join(dir, 'accounts.json'), JSON.stringify({ version: 1, accounts: { [sub]: { sub, email: 'old@example.com', name: 'Old Timer', headline: null, updatedAt: '2026-01-01T00:00:00.000Z' } } }));
    const members = new MemberDirectory(dir, SECRET);
    expect(members.byPoolSub(sub)?.email).toBe('old@example.com');
    members.upsert({ email: 'old@example.com', name: 'Old Timer', headline: 'Still here' });
    expect(JSON.parse(readFileSync(join(dir, 'accounts.json'), 'utf8')).accounts[sub].poolSub).toBe(sub);
  });

  it('names the member as Cognito names a federated user', () => {
    const member = new MemberDirectory(freshDir(), SECRET).upsert({ email: 'ada@example.com', name: 'Ada King Lovelace', headline: null });
    expect(memberClaims(member)).toMatchObject({
      sub: member.poolSub,
      'cognito:username': `LinkedIn_${member.sub}`,
      identities: [{ userId: member.sub, providerName: 'LinkedIn', providerType: 'OIDC', primary: 'true' }],
      given_name: 'Ada',
      family_name: 'King Lovelace',
    });
  });
});
