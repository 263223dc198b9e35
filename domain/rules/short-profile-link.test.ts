import { describe, expect, it } from 'vitest';
import { shortProfileLink } from './short-profile-link';

describe('shortProfileLink', () => {
  it('opens the portfolio of /u/{handle}, keeping the handle as sent', () => {
    expect(shortProfileLink('/u/jordan-rivera')).toBe('/portfolio/jordan-rivera');
    expect(shortProfileLink('/u/demo/')).toBe('/portfolio/demo');
    expect(shortProfileLink('/u/J%C3%B6rg')).toBe('/portfolio/J%C3%B6rg');
  });

  it('leaves every other path alone', () => {
    for (const path of ['/u', '/u/', '/u/a/b', '/user/demo', '/portfolio/demo']) expect(shortProfileLink(path), path).toBeNull();
  });
});
