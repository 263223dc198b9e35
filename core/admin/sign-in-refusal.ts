// For a sign-in page in front of the product that asks before letting a member in (the local
// LinkedIn stand-in's refuseSignIn): the refusal for a suspended account's e-mail, else null.
// In the cloud Cognito itself refuses a disabled user (account-disabler.ts).
import { admin as messages } from '../../domain/messages';
import { getProfilesByEmail } from '../data/profiles';

export async function suspendedSignInRefusal(email: string): Promise<string | null> {
  const profiles = await getProfilesByEmail(email);
  return profiles.some((profile) => profile.suspendedAt) ? messages.suspended : null;
}
