// The admin user search's word index (core/data/read-models/name-words.ts) for profiles written before it
// existed: each profile's words are written as a new profile's would be.
import { profileKeys } from '../profiles/keys';
import { nameWordItems, profileWords } from '../read-models/name-words';
import { writeIndexWhileUnchanged } from './conditional-index';
import type { Migration } from './migration';
import { eachProfile } from './profile-pages';

export const profileNameWordsMigration: Migration = {
  id: 'profile-name-words',
  version: 1,
  backfill: true,
  description: 'Indexes the words of every profile name for the admin user search',
  step: eachProfile(async (userId) => {
    await indexProfile(userId);
    return 1;
  }),
};

function indexProfile(userId: string): Promise<boolean> {
  const key = profileKeys.profile(userId);
  return writeIndexWhileUnchanged(
    key,
    (item) => {
      const displayName = String(item.displayName ?? '');
      const username = String(item.username ?? '');
      const createdAt = String(item.createdAt);
      return { readValues: { displayName, username }, items: nameWordItems({ userId, createdAt }, [], profileWords({ displayName, username })) };
    },
  );
}
