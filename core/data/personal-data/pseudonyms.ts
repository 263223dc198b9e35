// What stands for a person in the table's keys, where an address or a LinkedIn id would otherwise
// be (an index, a uniqueness claim): their key's id. It is random, one per subject, and once the key
// is shredded nothing links it to anyone, in the table or in a backup of it.
import { personKeyFor, personKeyIdOf } from './person-keys';

/** The subject's pseudonym, its key made on first use: for keys an item is written under. */
export const pseudonymFor = async (subject: string): Promise<string> => (await personKeyFor(subject)).keyId;

/** The subject's pseudonym if it has one, else null (nothing was ever written under it): for lookups, which make nothing. */
export const pseudonymOf = (subject: string): Promise<string | null> => personKeyIdOf(subject);
