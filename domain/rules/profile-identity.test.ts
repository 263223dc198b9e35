import { describe, expect, it } from 'vitest';
import { baseUsername, displayNameFor, isPlaceholderDisplayName, slugify, usernameCandidate, USERNAME_MAX_LENGTH } from './profile-identity';

describe('display names', () => {
  it('keeps a real name, squeezing spaces', () => {
    expect(displayNameFor({ name: '  Ada   Lovelace ', email: 'ada@example.com' })).toBe('Ada Lovelace');
  });
  it.each(['', '   ', 'LinkedIn User', 'user', 'Unknown', null, undefined])('replaces the placeholder %j with the e-mail local part', (name) => {
    expect(displayNameFor({ name, email: 'grace.hopper@navy.mil' })).toBe('grace.hopper');
  });
  it('is never empty', () => {
    expect(displayNameFor({ name: null, email: null })).toBe('Member');
  });
  it('recognises placeholders case-insensitively', () => {
    expect(isPlaceholderDisplayName('LINKEDIN USER')).toBe(true);
    expect(isPlaceholderDisplayName('Linus')).toBe(false);
  });
});

describe('usernames', () => {
  it('comes from the name', () => {
    expect(baseUsername({ name: "Zoë O'Brien", email: 'z@example.com' })).toBe('zoe-obrien');
  });
  it('falls back to the e-mail local part when the name gives nothing usable', () => {
    expect(baseUsername({ name: '李雷', email: 'li.lei@example.cn' })).toBe('li-lei');
    expect(baseUsername({ name: 'LinkedIn User', email: 'sam_o@example.com' })).toBe('sam-o');
  });
  it('has a last resort', () => {
    expect(baseUsername({ name: '', email: '' })).toBe('member');
  });
  it('numbers later candidates and respects the length limit', () => {
    expect(usernameCandidate('ada-lovelace', 1)).toBe('ada-lovelace');
    expect(usernameCandidate('ada-lovelace', 2)).toBe('ada-lovelace-2');
    const long = slugify('a'.repeat(40));
    expect(long).toHaveLength(USERNAME_MAX_LENGTH);
    expect(usernameCandidate(long, 12)).toHaveLength(USERNAME_MAX_LENGTH);
    expect(usernameCandidate(long, 12).endsWith('-12')).toBe(true);
  });
});
