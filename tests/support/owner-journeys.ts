// The set-up of the co-signature journeys over HTTP (trust, revalidation, withdrawal): a private
// runtime, an anonymous client (a validator holding a link), the local inbox, and new owners.
import { afterAll, beforeAll } from 'vitest';
import { apiClient, signedInClient, type ApiClient } from './api-client';
import { startInProcessRuntime, type InProcessRuntime } from './in-process-runtime';
import { validationMail } from './validation-mail';

export interface OwnerJourneys {
  readonly runtime: InProcessRuntime;
  readonly anonymous: ApiClient;
  readonly mail: ReturnType<typeof validationMail>;
  /** How many owners `newOwner` has signed in so far: the number in the newest one's name. */
  readonly people: number;
  /** A new owner signed in as Owner NumberN, at ownerN@acme.com unless another address is given. */
  newOwner(email?: string): Promise<ApiClient>;
}

/** Starts before the file's tests and stops after them; read its fields inside tests and hooks only. */
export function ownerJourneys(): OwnerJourneys {
  let runtime: InProcessRuntime | undefined;
  let anonymous: ApiClient | undefined;
  let mail: ReturnType<typeof validationMail> | undefined;
  let people = 0;
  beforeAll(async () => {
    runtime = await startInProcessRuntime({ seedDemo: false });
    anonymous = apiClient(runtime.url);
    mail = validationMail(runtime.url);
  });
  afterAll(async () => {
    await runtime?.dispose();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The runtime is read before it started');
    return value;
  };
  return {
    get runtime() {
      return started(runtime);
    },
    get anonymous() {
      return started(anonymous);
    },
    get mail() {
      return started(mail);
    },
    get people() {
      return people;
    },
    newOwner(email?: string) {
      people += 1;
      return signedInClient(started(runtime).url, { name: `Owner Number${people}`, email: email ?? `owner${people}@acme.com` });
    },
  };
}
