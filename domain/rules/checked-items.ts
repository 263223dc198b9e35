// What a recruiter pastes into a bulk check, read as the proofs it names: a proof number, a proof
// page (/proof/{number}), a project page (/project/{id}), a credential link
// (/api/public/credentials/{id}, its baked badge too) or a bundle link (/bundle/{id}, each of its
// proofs), on this product's own origin. Anything else
// is not recognised: a link to another site cannot be vouched for here.
import { MAX_CHECKED_ITEMS } from '../constants';
import { isProofNumber } from './proof-number';
import { isUuid } from './uuid';

export type CheckedReference =
  | { readonly kind: 'proof'; readonly proofNumber: string }
  | { readonly kind: 'project'; readonly proofId: string }
  | { readonly kind: 'credential'; readonly credentialId: string }
  | { readonly kind: 'bundle'; readonly bundleId: string }
  | { readonly kind: 'unrecognised' };

const PROJECT_ID = /^[A-Za-z0-9-]{1,64}$/;
const BUNDLE_ID = /^[A-Za-z0-9_-]{22}$/;
const UNRECOGNISED: CheckedReference = { kind: 'unrecognised' };

function proofNumberIn(text: string): CheckedReference {
  const number = text.trim().toUpperCase();
  return isProofNumber(number) ? { kind: 'proof', proofNumber: number } : UNRECOGNISED;
}

/** A path segment as text; one that does not decode stays as it is (and matches nothing). */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The reference an item makes; `origin` is the product's public origin (links elsewhere are not recognised). */
export function referenceOf(item: string, origin: string): CheckedReference {
  const text = item.trim();
  // A CV often drops the scheme: provenly.example/proof/PJ-ABC234.
  const link = /^https?:\/\//i.test(text) ? text : /^[a-z0-9.-]+\.[a-z]{2,}(:\d+)?\//i.test(text) ? `https://${text}` : null;
  if (link === null) return proofNumberIn(text);
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return UNRECOGNISED;
  }
  // The same site whether it was typed with http or https.
  if (url.host !== new URL(origin).host) return UNRECOGNISED;
  const parts = url.pathname.split('/').slice(1);
  if (parts.length > 1 && parts.at(-1) === '') parts.pop(); // a trailing slash, as the pages allow
  const [first, second, third, fourth, fifth, ...rest] = parts;
  if (first === 'proof' && second !== undefined && third === undefined) return proofNumberIn(decoded(second));
  if (first === 'project' && second !== undefined && third === undefined && PROJECT_ID.test(decoded(second))) return { kind: 'project', proofId: decoded(second) };
  if (first === 'bundle' && second !== undefined && third === undefined && BUNDLE_ID.test(second)) return { kind: 'bundle', bundleId: second };
  const isCredential = first === 'api' && second === 'public' && third === 'credentials' && fourth !== undefined && isUuid(fourth);
  if (isCredential && rest.length === 0 && (fifth === undefined || fifth === 'badge.png')) return { kind: 'credential', credentialId: fourth };
  return UNRECOGNISED;
}

/**
 * The items in pasted text: split at line breaks, spaces, commas and semicolons, each once, in
 * the order given; at most MAX_CHECKED_ITEMS + 1, so a caller can tell that there were too many.
 */
export function itemsIn(text: string): string[] {
  const items = [...new Set(text.split(/[\s,;]+/).filter((part) => part !== ''))];
  return items.slice(0, MAX_CHECKED_ITEMS + 1);
}
