import { describe, expect, it } from 'vitest';
import { avatarInitials } from './avatar-initials';

describe('avatarInitials', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada lovelace', 'AL'],
    ['Mary Ann Evans', 'MA'],
    ['Cher', 'C'],
    ['  jean-luc   picard ', 'JP'],
    ['élodie durand', 'ÉD'],
    ['- Bob', 'B'],
    ['(Jane) Doe', 'JD'],
  ])('%s -> %s', (name, expected) => {
    expect(avatarInitials(name)).toBe(expected);
  });

  it('falls back to ? with no name or no letters', () => {
    expect(avatarInitials('')).toBe('?');
    expect(avatarInitials('   ')).toBe('?');
    expect(avatarInitials(null)).toBe('?');
    expect(avatarInitials(undefined)).toBe('?');
    expect(avatarInitials('!! --')).toBe('?');
  });
});
