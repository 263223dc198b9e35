// The data migrations, in the order they run. Add a new one at the end; raise a migration's
// version to run it again over the whole table.
import { adminFeedByProofMigration } from './admin-feed-by-proof';
import { deletedProofsByOwnerMigration } from './deleted-proofs-by-owner';
import type { Migration } from './migration';
import { organisationRegistryMigration } from './organisation-registry';
import { profileNameWordsMigration } from './profile-name-words';
import { proofTitleWordsMigration } from './proof-title-words';
import { privateMailContentMigration } from './private-mail-content';
import { publicReadModelMigration } from './public-read-model';
import { sealedCosignerDataMigration } from './sealed-cosigner-data';
import { sealedLogsMigration } from './sealed-logs';

export const MIGRATIONS: readonly Migration[] = [
  organisationRegistryMigration,
  profileNameWordsMigration,
  proofTitleWordsMigration,
  publicReadModelMigration,
  privateMailContentMigration,
  adminFeedByProofMigration,
  deletedProofsByOwnerMigration,
  sealedCosignerDataMigration,
  sealedLogsMigration,
];
