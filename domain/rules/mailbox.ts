// Whether two e-mail addresses reach the same person's mailbox. Used to tell the owner's own
// addresses from a validator's, and to count one person once per proof. Providers ignore case;
// most deliver `name+tag@` to `name@`; Gmail also ignores dots in the local part and treats
// googlemail.com as gmail.com. (Other providers' aliases cannot be known: docs/validation.md.)

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** The canonical mailbox of an address: `J.Doe+cv@GoogleMail.com` is `jdoe@gmail.com`. */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    local = local.replaceAll('.', '') || local;
  }
  return `${local}@${domain}`;
}

/** Whether both addresses reach the same mailbox (null or blank never matches). */
export function sameMailbox(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a?.trim() || !b?.trim()) return false;
  return mailboxKey(a) === mailboxKey(b);
}

/** Whether `email` reaches any of `addresses` (the owner's account e-mail, their LinkedIn e-mail...). */
export function isOneOf(email: string | null | undefined, addresses: readonly (string | null | undefined)[]): boolean {
  return addresses.some((address) => sameMailbox(email, address));
}
