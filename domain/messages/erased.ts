// How an erased person's address reads wherever it was kept for others (docs/data-rights.md).
import { ERASED_ADDRESS } from '../constants';

export const ERASED_PERSON = 'A person whose data was erased';

/** The address to show, or who it was once their data is erased. */
export const shownAddress = (address: string): string => (address === ERASED_ADDRESS ? ERASED_PERSON : address);
