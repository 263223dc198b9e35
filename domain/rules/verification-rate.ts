// The admin overview's Verification Rate (spec section 9).

/** verified / total as a rounded percent; 0 when there is nothing, never above 100. */
export function verificationRate(verified: number, total: number): number {
  if (!(total > 0) || !(verified > 0)) return 0;
  return Math.min(100, Math.round((verified / total) * 100));
}
