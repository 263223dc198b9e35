import { describe, expect, it } from 'vitest';
import { isValidationRequestExpired } from './validation-request-expiry';

const now = new Date('2025-01-10T12:00:00.000Z');

describe('isValidationRequestExpired', () => {
  it('is expired when the status says so, even before expiresAt', () => {
    expect(isValidationRequestExpired({ status: 'expired', expiresAt: '2025-01-11T00:00:00.000Z' }, now)).toBe(true);
  });
  it('is not expired one millisecond before expiresAt', () => {
    expect(isValidationRequestExpired({ status: 'pending', expiresAt: '2025-01-10T12:00:00.001Z' }, now)).toBe(false);
  });
  it('is expired at and after expiresAt', () => {
    expect(isValidationRequestExpired({ status: 'pending', expiresAt: '2025-01-10T12:00:00.000Z' }, now)).toBe(true);
    expect(isValidationRequestExpired({ status: 'approved', expiresAt: '2025-01-09T12:00:00.000Z' }, now)).toBe(true);
  });
  it('reads offsets correctly and fails closed on an unreadable time', () => {
    expect(isValidationRequestExpired({ status: 'pending', expiresAt: '2025-01-10T13:30:00+01:00' }, now)).toBe(false);
    expect(isValidationRequestExpired({ status: 'pending', expiresAt: 'later' }, now)).toBe(true);
  });
});
