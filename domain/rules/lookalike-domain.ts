// Whether an address's domain looks like the organisation's without being it: "acrne.com" or
// "acme-corp.io" for Acme, the kind of domain someone registers to pass for a colleague. A signal
// for admins only (a real company can have a similar name), never a refusal.

/** Letters that read alike, as a reader skimming a domain would take them. */
const READS_AS: readonly [RegExp, string][] = [
  [/rn/g, 'm'],
  [/vv/g, 'w'],
  [/0/g, 'o'],
  [/[1il|]/g, 'l'],
  [/5/g, 's'],
  [/3/g, 'e'],
];

const letters = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]/g, '');
const readAs = (text: string) => READS_AS.reduce((value, [pattern, letter]) => value.replace(pattern, letter), text);

/** Edit distance, stopping once it passes `limit`. */
function distanceWithin(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    if (Math.min(...current) > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * True when the domain's name (its first label, hyphens and digits read as letters) is not the
 * organisation's name but reads like it: the same once look-alike letters are read alike, or one or
 * two letters off, or the name with a word added ("acme-corp"). Names shorter than 4 letters are
 * not judged.
 */
export function isLookalikeDomain(domain: string, orgName: string | null): boolean {
  const org = letters(orgName ?? '');
  const label = domain.toLowerCase().split('.')[0] ?? '';
  const name = letters(label);
  if (org.length < 4 || name === '' || name === org) return false;
  if (readAs(name) === readAs(org)) return true;
  if (label.includes('-') && label.split('-').some((part) => letters(part) === org)) return true;
  return distanceWithin(readAs(name), readAs(org), 2) <= 2;
}
