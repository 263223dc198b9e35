// The user pool's side of suspensions and closures, chosen by configuration (ACCOUNT_DISABLER;
// COGNITO_ENDPOINT points the real SDK client at the local stand-in). A suspended person still
// signs in: the product shows them why they are suspended and lets them appeal (docs/suspension.md),
// and refuses every other call. An earlier version of suspensions disabled the Cognito user
// instead, so that person could not even read why; `cognito` therefore enables the user again on
// restore, which changes nothing for a user who was never disabled. Closing an account signs the
// user out of the user pool everywhere (its refresh tokens stop working) and, once the account is
// erased, deletes the user (the pool keeps the person's name and e-mail as attributes). Locally the
// user pool is local/stand-ins/cognito/user-pool-api.ts in front of the sign-in stand-in. `none`
// does nothing (a deployment without the admin settings). Business code never asks which runtime
// it is in.
import {
  AdminDeleteUserCommand,
  AdminEnableUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { config, type AccountDisablerConfig } from '../config';

export interface AccountDisabler {
  /** Lets the user sign in, if an earlier suspension had disabled them. */
  enable(userId: string): Promise<void>;
  /** Revokes the user's refresh tokens: no session can be renewed. */
  signOutEverywhere(userId: string): Promise<void>;
  /** Deletes the user from the pool (an erased account); nothing when there is none. */
  remove(userId: string): Promise<void>;
}

const noDisabler: AccountDisabler = { enable: async () => {}, signOutEverywhere: async () => {}, remove: async () => {} };

/** Cognito: the user is found by `sub` (a federated user's username is `LinkedIn_...`, not the sub). */
export function cognitoDisabler(userPoolId: string, client = new CognitoIdentityProviderClient({ region: config().region })): AccountDisabler {
  const usernameOf = async (userId: string): Promise<string | null> => {
    const found = await client.send(new ListUsersCommand({ UserPoolId: userPoolId, Filter: `sub = "${userId.replace(/["\\]/g, '')}"`, Limit: 1 }));
    return found.Users?.[0]?.Username ?? null;
  };
  /** Runs `command` for the user, if the pool still has them. */
  const forUser = async (userId: string, command: (username: string) => Promise<unknown>): Promise<void> => {
    const username = await usernameOf(userId);
    if (!username) return;
    try {
      await command(username);
    } catch (error) {
      if (!(error instanceof UserNotFoundException)) throw error;
    }
  };
  return {
    enable: (userId) => forUser(userId, (Username) => client.send(new AdminEnableUserCommand({ UserPoolId: userPoolId, Username }))),
    signOutEverywhere: (userId) => forUser(userId, (Username) => client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username }))),
    remove: (userId) => forUser(userId, (Username) => client.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username }))),
  };
}

export function accountDisabler(settings: AccountDisablerConfig = config().accountDisabler): AccountDisabler {
  if (settings.kind !== 'cognito') return noDisabler;
  return cognitoDisabler(settings.userPoolId, new CognitoIdentityProviderClient({ region: config().region, ...(settings.endpoint ? { endpoint: settings.endpoint } : {}) }));
}
