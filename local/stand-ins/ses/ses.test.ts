import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { expect, it } from 'vitest';
import { startLocalSes } from './ses';

const send = async (endpoint: string, to: string) => {
  const client = new SESClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  await client.send(new SendEmailCommand({
    Source: 'no-reply@provenly.local',
    Destination: { ToAddresses: [to] },
    Message: { Subject: { Data: 'Hello' }, Body: { Text: { Data: 'Hi' } } },
  }));
  client.destroy();
};

it('starts with an empty inbox, even where another stand-in ran before it in the same process', async () => {
  const first = await startLocalSes();
  await send(first.endpoint, 'first@acme.com');
  expect((await first.mails()).map((mail) => mail.to)).toEqual([['first@acme.com']]);
  await first.stop();

  const second = await startLocalSes();
  try {
    expect(await second.mails()).toEqual([]);
    await send(second.endpoint, 'second@acme.com');
    expect((await second.mails()).map((mail) => mail.to)).toEqual([['second@acme.com']]);
  } finally {
    await second.stop();
  }
});
