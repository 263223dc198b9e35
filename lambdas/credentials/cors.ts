// Headers of the public credential documents: any site (a wallet, a verifier) may fetch them.
export const CORS = { 'access-control-allow-origin': '*' } as const;

/** A credential never changes once issued (its status lives in the status list): cache it a day. */
export const IMMUTABLE_DOCUMENT = 'public, max-age=86400';
/** Status lists and the DID document change rarely and must be seen soon: a minute at the edge, revalidated by browsers. */
export const SHORT_LIVED = 'public, max-age=60, s-maxage=60';
