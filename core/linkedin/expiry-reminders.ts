// E-mail reminders before a LinkedIn connection expires: about day 53 (a week before) and day 59
// (the day before) of its 60 days. Connecting schedules both; the scheduled job sends those due.
import { clock } from '../clock';
import { config } from '../config';
import { getLinkedinToken } from '../data/linkedin/linkedin-tokens';
import { listDueReminders, markReminderHandled, putReminder, unmarkReminder, type ReminderEntry } from '../data/linkedin/linkedin-reminders';
import { utcDay } from '../data/plumbing/key-parts';
import { getProfile } from '../data/profiles/profiles';
import { linkedinExpiryReminderMail } from '../mail/linkedin-mails';
import { sendMail } from '../mail/mailer';
import { logger } from '../log';

const DAY_MS = 24 * 60 * 60 * 1000;
export const EXPIRY_REMINDERS = [
  { which: '7d', beforeMs: 7 * DAY_MS },
  { which: '1d', beforeMs: 1 * DAY_MS },
] as const;
/** Day buckets the job reads back from today: a job that missed a few runs still sends. */
const LOOKBACK_DAYS = 3;
const BATCH = 100;

const log = logger.child({ component: 'linkedin-reminders' });

export async function scheduleExpiryReminders(userId: string, tokenExpiresAt: string): Promise<void> {
  const expires = new Date(tokenExpiresAt).getTime();
  const now = clock.now().getTime();
  for (const reminder of EXPIRY_REMINDERS) {
    const dueAt = expires - reminder.beforeMs;
    if (dueAt > now) await putReminder({ userId, which: reminder.which, dueAt: new Date(dueAt).toISOString(), tokenExpiresAt });
  }
}

export interface ReminderRun {
  readonly sent: number;
  readonly obsolete: number;
  readonly failed: number;
}

/** Sends every due reminder once. A reminder whose token was replaced or removed is dropped. */
export async function sendDueExpiryReminders(now: Date = clock.now()): Promise<ReminderRun> {
  const run = { sent: 0, obsolete: 0, failed: 0 };
  for (let back = LOOKBACK_DAYS; back >= 0; back -= 1) {
    const day = utcDay(new Date(now.getTime() - back * DAY_MS));
    for (const entry of await listDueReminders(day, now, BATCH)) await handle(entry, now, run);
  }
  return run;
}

async function handle(entry: ReminderEntry, now: Date, run: { sent: number; obsolete: number; failed: number }): Promise<void> {
  const [token, profile] = await Promise.all([getLinkedinToken(entry.userId), getProfile(entry.userId)]);
  const current = token !== null && new Date(token.expiresAt).getTime() === new Date(entry.tokenExpiresAt).getTime();
  // A person closing their account is not asked to reconnect what is about to be erased.
  if (!current || !profile?.email || profile.closingSince) {
    if (await markReminderHandled(entry, 'obsolete', now)) run.obsolete += 1;
    return;
  }
  if (!(await markReminderHandled(entry, 'sent', now))) return; // another run has it
  try {
    await sendMail(linkedinExpiryReminderMail({ to: profile.email, name: profile.displayName, expiresAt: entry.tokenExpiresAt, reconnectLink: `${config().publicOrigin}/dashboard` }));
    run.sent += 1;
  } catch (error) {
    await unmarkReminder(entry);
    run.failed += 1;
    log.warn('LinkedIn expiry reminder not sent; the next run tries again', { userId: entry.userId, which: entry.which, error });
  }
}
