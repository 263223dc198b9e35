// Typed outcomes of the data layer. A failed DynamoDB condition never escapes as an SDK error:
// each repository turns it into one of these, so callers map them to HTTP answers and messages.

export type DataErrorCode =
  | 'NOT_FOUND'
  | 'ALREADY_EXISTS'
  | 'LIMIT_REACHED'
  | 'ALREADY_USED'
  | 'EXPIRED'
  | 'CONFLICT'
  | 'INVALID_CURSOR'
  | 'NOT_ALLOWED';

export abstract class DataError extends Error {
  abstract readonly code: DataErrorCode;
}

/** The item does not exist, or it exists but the caller may not see it (no existence leak). */
export class NotFoundError extends DataError {
  readonly code = 'NOT_FOUND';
  constructor(readonly entity: string) {
    super(`${entity} not found`);
    this.name = 'NotFoundError';
  }
}

/** What a uniqueness rule protects is taken: a profile id, username, product id, proof number, admin role... */
export type UniqueThing =
  | 'profile'
  | 'username'
  | 'productId'
  | 'proofNumber'
  | 'admin'
  | 'recognition'
  | 'validationRequest'
  | 'validation'
  /** A live request already exists for this proof and mailbox. */
  | 'pendingInvitation'
  /** This mailbox or LinkedIn identity already co-signed this content. */
  | 'cosignature'
  /** Another organisation of the domain registry has this name or alias. */
  | 'organisationName';

export class AlreadyExistsError extends DataError {
  readonly code = 'ALREADY_EXISTS';
  constructor(readonly what: UniqueThing) {
    super(`${what} already exists`);
    this.name = 'AlreadyExistsError';
  }
}

/** The proof number is taken: the caller draws a new number and tries again. */
export class ProofNumberTakenError extends AlreadyExistsError {
  constructor(readonly proofNumber: string) {
    super('proofNumber');
    this.name = 'ProofNumberTakenError';
  }
}

export class LimitReachedError extends DataError {
  readonly code = 'LIMIT_REACHED';
  constructor(
    readonly limit: 'dailyInvites' | 'reminder' | 'links',
    message = limit === 'dailyInvites' ? 'Daily invite limit reached' : limit === 'reminder' ? 'A reminder was sent recently' : 'The request has all the links it may have',
  ) {
    super(message);
    this.name = 'LimitReachedError';
  }
}

/** A validation request was already decided (single use). */
export class AlreadyUsedError extends DataError {
  readonly code = 'ALREADY_USED';
  constructor() {
    super('This validation request has already been used');
    this.name = 'AlreadyUsedError';
  }
}

/** A validation request's link is past its expiry (or the request was swept to expired). */
export class ExpiredError extends DataError {
  readonly code = 'EXPIRED';
  constructor() {
    super('This validation request has expired');
    this.name = 'ExpiredError';
  }
}

/** The proof's attested content is no longer what the validator saw: nothing was written. */
export class ContentChangedError extends DataError {
  readonly code = 'CONFLICT';
  constructor() {
    super('The proof changed since it was reviewed');
    this.name = 'ContentChangedError';
  }
}

/** The link is bound to another LinkedIn identity (the first signed-in person who opened it). */
export class BoundToAnotherError extends DataError {
  readonly code = 'NOT_ALLOWED';
  constructor() {
    super('This validation request is bound to another identity');
    this.name = 'BoundToAnotherError';
  }
}

/** The co-signature was withdrawn already. */
export class AlreadyWithdrawnError extends DataError {
  readonly code = 'ALREADY_USED';
  constructor() {
    super('This co-signature has already been withdrawn');
    this.name = 'AlreadyWithdrawnError';
  }
}

/** Optimistic concurrency kept losing (very high contention on one item); safe to retry later. */
export class ConflictError extends DataError {
  readonly code = 'CONFLICT';
  constructor(what: string) {
    super(`Too many concurrent writes to ${what}; try again`);
    this.name = 'ConflictError';
  }
}

/** A paging cursor that this layer did not issue for this list (forged, truncated, another list's). */
export class InvalidCursorError extends DataError {
  readonly code = 'INVALID_CURSOR';
  constructor() {
    super('This page cursor is not valid for this list. Start again from the first page.');
    this.name = 'InvalidCursorError';
  }
}

export function isDataError(error: unknown): error is DataError {
  return error instanceof DataError;
}
