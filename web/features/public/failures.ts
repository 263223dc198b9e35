// Reading a failed public call: its status, the server's message, and what to tell a visitor.
import { ApiError } from '../../lib/api';
import { publicCopy } from '../../../domain/messages/public-copy';

/** The HTTP status of a failed call; 0 when the server was not reached or the failure is not an API one. */
export function statusOf(error: unknown): number {
  return error instanceof ApiError ? error.status : 0;
}

/** The server's message for a failed call, when it sent one. */
export function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : '';
}

/** What to tell a visitor when a load failed for another reason than "not found". */
export function failureText(error: unknown): string {
  return statusOf(error) === 429 ? publicCopy.throttled : publicCopy.loadFailed;
}
