// The SES stand-in: aws-ses-v2-local on 127.0.0.1, which the real SES SDK client talks to.
// Its store is the local inbox, read back through its JSON endpoint.
import type { Server } from 'node:http';
import { freePort } from './ports';

export interface LocalMail {
  readonly id: string;
  readonly from: string;
  readonly to: string[];
  readonly cc: string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly sentAt: string;
}

export interface LocalSes {
  readonly endpoint: string;
  /** Sent mails, newest first. */
  mails(): Promise<LocalMail[]>;
  stop(): Promise<void>;
}

interface StoredEmail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  at: number;
}

type StartServer = (config: { host: string; port: number }) => Promise<Server>;

export async function startLocalSes(): Promise<LocalSes> {
  const module = (await import('aws-ses-v2-local')) as unknown as { default: StartServer | { default: StartServer } };
  const start = typeof module.default === 'function' ? module.default : module.default.default;
  const port = await freePort();
  const server = await start({ host: '127.0.0.1', port });
  const endpoint = `http://127.0.0.1:${port}`;

  return {
    endpoint,
    async mails() {
      const response = await fetch(`${endpoint}/store`);
      if (!response.ok) throw new Error(`The local SES store answered ${response.status}`);
      const { emails } = (await response.json()) as { emails: StoredEmail[] };
      return emails.map(toLocalMail).reverse();
    },
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

function toLocalMail(email: StoredEmail): LocalMail {
  return {
    id: email.messageId,
    from: email.from,
    to: email.destination.to,
    cc: email.destination.cc ?? [],
    subject: email.subject,
    text: email.body.text ?? '',
    html: email.body.html ?? '',
    sentAt: new Date(email.at * 1000).toISOString(),
  };
}
