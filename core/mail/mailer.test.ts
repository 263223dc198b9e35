// A mail SES refuses is counted in MailFailures, and the caller still learns it failed. The real
// SES client talks to a small server that answers as SES does when it rejects a message.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLogSink } from '../log';
import { failureText, headerText, sendMail } from './mailer';
import { mailTemplate } from './templates';
import { VALIDATION_REQUEST } from './validation-mails';

const REJECTED = `<ErrorResponse xmlns="http://ses.amazonaws.com/doc/2010-12-01/"><Error><Type>Sender</Type><Code>MessageRejected</Code><Message>Email address is not verified.</Message></Error><RequestId>1</RequestId></ErrorResponse>`;

let server: Server;
const written: Record<string, unknown>[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(400, { 'content-type': 'text/xml' }).end(REJECTED));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  vi.stubEnv('SES_ENDPOINT', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  vi.stubEnv('AWS_REGION', 'us-east-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'local');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'local');
  setLogSink((line) => written.push(JSON.parse(line)));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  setLogSink(undefined);
  await new Promise<void>((closed) => server.close(() => closed()));
});

describe('a mail SES refuses', () => {
  it('fails the send and is counted in MailFailures', async () => {
    await expect(sendMail({ to: 'ada@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>', template: mailTemplate('greeting', null) })).rejects.toThrow(/not verified/);
    const failures = written.filter((line) => 'MailFailures' in line);
    expect(failures).toEqual([expect.objectContaining({ MailFailures: 1, service: 'provenly' })]);
  });
});

describe('a failed mail with a private link', () => {
  it('leaves no trace of its link in any log line', async () => {
    const token = 'Zq8v1uQ0m3Xc7yTn2bWk5rHs9dJf4gLp6aEo_Ui-AbC';
    const link = `http://localhost:3000/validate/${token}`;
    const mail = { to: 'val@acme.com', subject: 'Ada asks you to validate', text: `Review it: ${link}`, html: `<a href="${link}">Review</a>`, template: VALIDATION_REQUEST };
    await expect(sendMail(mail)).rejects.toThrow(/not verified/);
    expect(written.length).toBeGreaterThan(0);
    expect(JSON.stringify(written)).not.toContain(token);
  });
});

describe('the reason a send failed', () => {
  it('is one line, and never holds a private link\'s token', () => {
    const token = 'Zq8v1uQ0m3Xc7yTn2bWk5rHs9dJf4gLp6aEo_Ui-AbC';
    expect(failureText(new Error(`Rejected\nhttp://x/validate/${token}`))).toBe('Error: Rejected http://x/validate/[redacted]');
  });
});

describe('mail headers', () => {
  it('keep user text on one line, so a title can never add a header', () => {
    expect(headerText('Ava asks you to validate "Modest\r\nBcc: victim@example.com"')).toBe('Ava asks you to validate "Modest Bcc: victim@example.com"');
    expect(headerText('a\u0000b\u2028c\u202Ed')).toBe('a b c d');
    expect(headerText('Reminder: Ada asks you to validate "Checkout rewrite" on Provenly')).toBe('Reminder: Ada asks you to validate "Checkout rewrite" on Provenly');
  });
});
