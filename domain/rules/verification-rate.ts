/** Verification Rate (spec section 9): verified recognitions / recognitions, a rounded percent, 0 when none. */
export function verificationRate(verified: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.round((Math.max(0, Math.min(verified, total)) / total) * 100);
}
