// Validator profiles, one per mailbox (domain/rules/mailbox.ts), under its pseudonym, their
// personal values sealed: upserted when a validator signs in or decides, read to show who co-signed.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ValidatorProfile } from '../../../domain/entities';
import { pseudonymFor, pseudonymOf } from '../personal-data/pseudonyms';
import { mailboxSubject } from '../personal-data/subjects';
import { db, tableName } from '../plumbing/client';
import { fromItem } from '../plumbing/items';
import { normalizeEmail } from '../plumbing/key-parts';
import { validatorProfileItemTypes, validatorProfileKeys } from './keys';

/** Inserts or replaces the profile for this e-mail (stored lower-cased). */
export async function upsertValidatorProfile(profile: ValidatorProfile): Promise<ValidatorProfile> {
  const stored: ValidatorProfile = { ...profile, email: normalizeEmail(profile.email) };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...stored, ...validatorProfileKeys.validatorProfile(await pseudonymFor(mailboxSubject(stored.email))), type: validatorProfileItemTypes.validatorProfile },
    }),
  );
  return stored;
}

export async function getValidatorProfile(email: string): Promise<ValidatorProfile | null> {
  const pseudonym = await pseudonymOf(mailboxSubject(email));
  if (!pseudonym) return null;
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: validatorProfileKeys.validatorProfile(pseudonym) }));
  return result.Item ? fromItem<ValidatorProfile>(result.Item) : null;
}
