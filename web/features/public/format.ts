// Dates as the public pages show them.
import type { PublicProof } from '../../../domain/api/public';

/** 'March 5, 2025': the spec's long US format, in the visitor's time zone. */
export function longDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** When the proof was verified: its verified time, else its last update, else its creation. */
export function verifiedOnOf(proof: Pick<PublicProof, 'verifiedAt' | 'updatedAt' | 'createdAt'>): string {
  return proof.verifiedAt ?? proof.updatedAt ?? proof.createdAt;
}
