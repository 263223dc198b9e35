// The SES stand-in: aws-ses-v2-local on 127.0.0.1, which the real SES SDK client talks to.
// Its store is the local inbox, read back through its JSON endpoint. The library keeps one store
// per process, so a stand-in starts by emptying it: a runtime started again in the same process
// (a test file after another) sees only its own mail.
import type { Server } from 'node:http';
import { freePort } from '../../ports';

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
  /**
   * Takes the stand-in off the air (sends fail as when SES cannot be reached) or back on, on the
   * same port and with the same inbox: how failed mails and their retry are tried out locally.
   */
  setAvailable(available: boolean): Promise<void>;
  readonly available: boolean;
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
  let server: Server | null = await start({ host: '127.0.0.1', port });
  const endpoint = `http://127.0.0.1:${port}`;
  const close = (running: Server) =>
    new Promise<void>((done) => {
      running.close(() => done());
      running.closeAllConnections();
    });
  const cleared = await fetch(`${endpoint}/clear-store`, { method: 'POST' });
  if (!cleared.ok) {
    await close(server);
    throw new Error(`The local SES store could not be emptied (${cleared.status})`);
  }

  return {
    endpoint,
    get available() {
      return server !== null;
    },
    async setAvailable(available: boolean) {
      if (available && !server) server = await start({ host: '127.0.0.1', port });
      if (!available && server) {
        const running = server;
        server = null;
        await close(running);
      }
    },
    async mails() {
      const response = await fetch(`${endpoint}/store`);
      if (!response.ok) throw new Error(`The local SES store answered ${response.status}`);
      const { emails } = (await response.json()) as { emails: StoredEmail[] };
      return emails.map(toLocalMail).reverse();
    },
    stop: async () => {
      if (server) await close(server);
      server = null;
    },
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
