import { describe, expect, it } from 'vitest';
import { signInErrorMessage } from './sign-in-error';

describe('signInErrorMessage', () => {
  it.each([
    ['Unsupported provider: provider is not enabled', 'LinkedIn authentication is currently being set up. Please try again in a few minutes.'],
    ['PROVIDER IS NOT ENABLED', 'LinkedIn authentication is currently being set up. Please try again in a few minutes.'],
    ['requested path is invalid', 'Authentication setup incomplete. Please contact support if this persists.'],
    ['NetworkError when attempting to fetch', 'Connection issue. Please check your internet and try again.'],
    ['Request Timeout', 'LinkedIn is taking too long to respond. Please try again.'],
    ['network timeout', 'Connection issue. Please check your internet and try again.'],
    ['Something odd', 'Something odd'],
  ])('%s', (error, expected) => {
    expect(signInErrorMessage(error)).toBe(expected);
  });

  it('gives the generic message when there is no message', () => {
    expect(signInErrorMessage(undefined)).toBe('An unexpected error occurred');
    expect(signInErrorMessage(null)).toBe('An unexpected error occurred');
    expect(signInErrorMessage('')).toBe('An unexpected error occurred');
    expect(signInErrorMessage('   ')).toBe('An unexpected error occurred');
  });
});
