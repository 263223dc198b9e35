// Every moderation decision goes into the admin action log (who, what, on which proof or report,
// why). One function, so the pages' actions and the log cannot drift apart.
import { createLogger } from '../log';

const log = createLogger({ component: 'moderation' });

export type ModerationAction = 'proof.hide' | 'proof.unhide' | 'report.dismiss' | 'report.hide';

export interface ModerationRecord {
  readonly adminUserId: string;
  readonly action: ModerationAction;
  readonly targetType: 'recognition' | 'report';
  readonly targetId: string;
  readonly reason: string | null;
  readonly detail?: Readonly<Record<string, string | null>>;
}

export async function logModerationAction(record: ModerationRecord): Promise<void> {
  log.info('admin action', { ...record });
}
