// Scheduled: e-mails owners whose LinkedIn connection expires in a week or tomorrow, once each.
// The admin Jobs page can also run it now.
import { runLinkedinReminders } from '../../core/jobs/runners/linkedin-reminders';
import { scheduledJobHandler } from '../shared/scheduled-job';

export const handler = scheduledJobHandler('LinkedinExpiryReminders', runLinkedinReminders, 'LinkedIn expiry reminders');
