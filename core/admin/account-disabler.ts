// What a suspension does to the account's sign-in, chosen by configuration (ACCOUNT_DISABLER):
// `cognito` disables the Cognito user and signs it out everywhere (its refresh tokens stop
// working), and enables it again on restore; `none` does nothing here, because the sign-in in
// front of the product asks the table itself (the local LinkedIn stand-in refuses a suspended
// account's sign-in, local/runtime.ts). Business code never asks which runtime it is in.
import {
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { config, type AccountDisablerConfig } from '../config';

export interface AccountDisabler {
  /** Stops the user signing in and ends their sessions. */
  disable(userId: string): Promise<void>;
  /** Lets the user sign in again. */
  enable(userId: string): Promise<void>;
}

const noDisabler: AccountDisabler = { disable: async () => {}, enable: async () => {} };

/** Cognito: the user is found by `sub` (a federated user's username is `LinkedIn_...`, not the sub). */
export function cognitoDisabler(userPoolId: string, client = new CognitoIdentityProviderClient({ region: config().region })): AccountDisabler {
  const usernameOf = async (userId: string): Promise<string | null> => {
    const found = await client.send(new ListUsersCommand({ UserPoolId: userPoolId, Filter: `sub = "${userId.replace(/["\\]/g, '')}"`, Limit: 1 }));
    return found.Users?.[0]?.Username ?? null;
  };
  return {
    async disable(userId) {
      const username = await usernameOf(userId);
      if (!username) return;
      await client.send(new AdminDisableUserCommand({ UserPoolId: userPoolId, Username: username }));
      await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: username }));
    },
    async enable(userId) {
      const username = await usernameOf(userId);
      if (username) await client.send(new AdminEnableUserCommand({ UserPoolId: userPoolId, Username: username }));
    },
  };
}

export function accountDisabler(settings: AccountDisablerConfig = config().accountDisabler): AccountDisabler {
  return settings.kind === 'cognito' ? cognitoDisabler(settings.userPoolId) : noDisabler;
}
