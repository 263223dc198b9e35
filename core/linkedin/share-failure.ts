// A LinkedIn failure during sharing, in the words and shape the browser gets (spec section 8:
// 'Failed to share to LinkedIn' with the stage and status; 401 reconnect, 403 missing
// w_member_social, 422 invalid or duplicate; 426 and 429 with their own messages).
import type { LinkedinPostFailure, ShareStage } from '../../domain/api/linkedin';
import { linkedinFailures } from '../../domain/messages/linkedin';
import { isTokenError } from '../../domain/rules/connection-state';
import { LinkedinError } from './linkedin-client';

export class ShareFailure extends Error {
  constructor(
    readonly stage: ShareStage,
    readonly status: number | null,
    readonly code: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'ShareFailure';
  }

  /** The connection no longer works: LinkedIn refused the token or its permission. */
  get reconnect(): boolean {
    return this.status === 401 || this.status === 403 || (this.status !== null && this.status < 500 && isTokenError(this.code));
  }

  toBody(): LinkedinPostFailure {
    return {
      error: { code: 'linkedin_failed', message: this.message, reason: this.reconnect ? 'linkedin_reconnect' : 'linkedin_failed' },
      success: false,
      shareUrn: null,
      webUrl: null,
      details: { stage: this.stage, status: this.status, code: this.code, message: this.message, reconnect: this.reconnect },
    };
  }
}

export function shareFailureOf(stage: ShareStage, error: unknown): ShareFailure {
  if (error instanceof ShareFailure) return error;
  if (!(error instanceof LinkedinError)) throw error;
  return new ShareFailure(stage, error.status, error.code, messageFor(error));
}

function messageFor(error: LinkedinError): string {
  const status = error.status;
  if (status === 401 || status === 403 || status === 422 || status === 426 || status === 429) return linkedinFailures[status];
  if (status !== null && status < 500 && isTokenError(error.code)) return linkedinFailures[401];
  return linkedinFailures.unavailable;
}
