// Typed errors that business code throws; the handler chain maps each kind to an HTTP status.
// Messages are user-facing: use the spec's words (domain/messages/).
import type { RefusalReason } from '../domain/api/errors';

export type ErrorKind =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'rate_limited'
  | 'too_large'
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** Field path -> messages, for input errors. */
    readonly fields?: Readonly<Record<string, readonly string[]>>,
    /** Which refusal this is, where a screen reacts to it (domain/api/errors.ts). */
    readonly reason?: RefusalReason,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string[]>, reason?: RefusalReason) => new DomainError('bad_request', message, fields, reason);
export const unauthorized = (message = 'Authentication required', reason?: RefusalReason) => new DomainError('unauthorized', message, undefined, reason);
export const forbidden = (message = 'You do not have access to this', reason?: RefusalReason) => new DomainError('forbidden', message, undefined, reason);
export const notFound = (message = 'Not found') => new DomainError('not_found', message);
export const conflict = (message: string, reason?: RefusalReason) => new DomainError('conflict', message, undefined, reason);
export const gone = (message: string) => new DomainError('gone', message);
export const rateLimited = (message: string) => new DomainError('rate_limited', message);
export const tooLarge = (message: string) => new DomainError('too_large', message);
export const unavailable = (message: string) => new DomainError('unavailable', message);

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;
