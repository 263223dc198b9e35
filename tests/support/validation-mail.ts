// The validation flow as a validator and an owner go through it over HTTP, against a private
// runtime: who got which mail, the private links in them, and the portal's calls.
import type { ApiErrorBody } from '../../domain/api/errors';
import type { InvitationResult } from '../../domain/api/validation';
import type { ApiClient } from './api-client';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** The API's error body (declared once in domain/api). */
export type ErrorBody = ApiErrorBody;

export function validationMail(baseUrl: string) {
  const mails = async (): Promise<Mail[]> => (await (await fetch(`${baseUrl}/__local/mail.json`)).json()) as Mail[];
  /** The newest mail to this address that matches, if any. */
  const newestTo = async (email: string, match: (mail: Mail) => boolean = () => true) => (await mails()).find((mail) => mail.to.includes(email) && match(mail));
  const tokenIn = (mail: Mail | undefined, path: 'validate' | 'withdraw') => new RegExp(`/${path}/([A-Za-z0-9_-]{43})`).exec(mail?.text ?? '')?.[1];

  return {
    mails,
    newestTo,
    /** The token of the newest validation link mailed to this address. */
    async linkTokenFor(email: string): Promise<string> {
      const token = tokenIn(await newestTo(email, (mail) => tokenIn(mail, 'validate') !== undefined), 'validate');
      if (!token) throw new Error(`No validation link mailed to ${email}`);
      return token;
    },
    /** The token of the newest withdrawal link mailed to this address. */
    async withdrawTokenFor(email: string): Promise<string> {
      const token = tokenIn(await newestTo(email, (mail) => tokenIn(mail, 'withdraw') !== undefined), 'withdraw');
      if (!token) throw new Error(`No withdrawal link mailed to ${email}`);
      return token;
    },
    /** How many mails went to this address. */
    countTo: async (email: string) => (await mails()).filter((mail) => mail.to.includes(email)).length,
  };
}

export const invite = (owner: ApiClient, proofId: string, validators: { email: string; role: 'manager' | 'peer' }[]) =>
  owner.request<InvitationResult & ErrorBody>('POST', '/validation-requests', {
    recognitionId: proofId,
    validators,
  });
