// Erasing a person finds their data by pseudonym: data a version before pseudonyms wrote is found
// only once the sealing migrations have moved it. Until then an erasure waits, rather than leave
// behind what it cannot find (docs/data-rights.md, crypto-shredding).
import { isDone, readMarker } from './marker';
import { sealedCosignerDataMigration } from './sealed-cosigner-data';
import { sealedLogsMigration } from './sealed-logs';

export async function sealingMigrationsDone(): Promise<boolean> {
  const markers = await Promise.all([sealedCosignerDataMigration, sealedLogsMigration].map(async (migration) => isDone(await readMarker(migration.id), migration.version)));
  return markers.every(Boolean);
}
