// Failed mails that carry a private link keep no content (docs/data-model.md, the mail log): a
// record written before that rule loses its content here. One step: the failed-mail list is bounded.
import { privateLinkOf } from '../../mail/template-registry';
import { forgetMailContent } from '../mail-log/mail-log';
import type { Migration } from './migration';

export const privateMailContentMigration: Migration = {
  id: 'private-mail-content',
  version: 1,
  backfill: true,
  description: 'Removes the content of logged failed mails that carried a private link',
  async step() {
    const processed = await forgetMailContent((template) => privateLinkOf(template) !== null);
    return { cursor: null, processed };
  },
};
