// Sends mail through SES: the real SDK client, pointed at the local SES stand-in by configuration.
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { config } from '../config';
import { metrics } from '../metrics';

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly replyTo?: string;
}

let client: SESClient | undefined;

function ses(): SESClient {
  if (!client) {
    const { region, sesEndpoint } = config();
    client = new SESClient({ region, ...(sesEndpoint ? { endpoint: sesEndpoint } : {}) });
  }
  return client;
}

/**
 * A header's text on one line: line breaks and other control characters become a space, so user
 * text (a proof title, a display name) can never add a header. Input hygiene refuses them
 * already; this holds for text that reached the table before it did.
 */
export function headerText(text: string): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return text.replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]+/g, ' ').trim();
}

/** Sends one mail; returns SES's message id. Throws when SES refuses it (counted in MailFailures). */
export async function sendMail(mail: Mail): Promise<string> {
  try {
    return await send(mail);
  } catch (error) {
    metrics.mailFailed();
    throw error;
  }
}

async function send(mail: Mail): Promise<string> {
  const { mailFrom, sesConfigurationSet } = config();
  const result = await ses().send(
    new SendEmailCommand({
      Source: mailFrom,
      Destination: { ToAddresses: [mail.to] },
      ...(mail.replyTo ? { ReplyToAddresses: [mail.replyTo] } : {}),
      ...(sesConfigurationSet ? { ConfigurationSetName: sesConfigurationSet } : {}),
      Message: {
        Subject: { Data: headerText(mail.subject), Charset: 'UTF-8' },
        Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
      },
    }),
  );
  return result.MessageId ?? '';
}
