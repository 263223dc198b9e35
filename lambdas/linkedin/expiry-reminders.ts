// Scheduled: e-mails owners whose LinkedIn connection expires in a week or tomorrow, once each.
// The admin Jobs page can also run it now.
import { scheduledJobHandler } from '../shared/scheduled-job';

export const handler = scheduledJobHandler('LinkedinExpiryReminders', 'LinkedIn expiry reminders');
