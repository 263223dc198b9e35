// Sign-in and suspensions, chosen by configuration (ACCOUNT_DISABLER). A suspended person still
// signs in: the product shows them why they are suspended and lets them appeal (docs/suspension.md),
// and refuses every other call. An earlier version of suspensions disabled the Cognito user
// instead, so that person could not even read why; `cognito` therefore enables the user again on
// restore, which changes nothing for a user who was never disabled. `none` does nothing (locally
// the LinkedIn stand-in never disabled anyone). Business code never asks which runtime it is in.
import { AdminEnableUserCommand, CognitoIdentityProviderClient, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { config, type AccountDisablerConfig } from '../config';

export interface AccountDisabler {
  /** Lets the user sign in, if an earlier suspension had disabled them. */
  enable(userId: string): Promise<void>;
}

const noDisabler: AccountDisabler = { enable: async () => {} };

/** Cognito: the user is found by `sub` (a federated user's username is `LinkedIn_...`, not the sub). */
export function cognitoDisabler(userPoolId: string, client = new CognitoIdentityProviderClient({ region: config().region })): AccountDisabler {
  return {
    async enable(userId) {
      const found = await client.send(new ListUsersCommand({ UserPoolId: userPoolId, Filter: `sub = "${userId.replace(/["\\]/g, '')}"`, Limit: 1 }));
      const username = found.Users?.[0]?.Username;
      if (username) await client.send(new AdminEnableUserCommand({ UserPoolId: userPoolId, Username: username }));
    },
  };
}

export function accountDisabler(settings: AccountDisablerConfig = config().accountDisabler): AccountDisabler {
  return settings.kind === 'cognito' ? cognitoDisabler(settings.userPoolId) : noDisabler;
}
