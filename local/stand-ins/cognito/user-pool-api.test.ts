// The local user pool's admin API through the real SDK client, as core/admin/account-disabler.ts
// calls it: users found by sub (their username is another name, `LinkedIn_<member id>`), signed
// out everywhere and deleted, with Cognito's errors.
import { AdminDeleteUserCommand, AdminUserGlobalSignOutCommand, CognitoIdentityProviderClient, ListUsersCommand, ResourceNotFoundException, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cognitoDisabler } from '../../../core/admin/account-disabler';
import { startLocalUserPool, type LocalUserPool } from './user-pool-api';

const usernames = new Map([['sub-ada', 'LinkedIn_ada'], ['sub-bo', 'LinkedIn_bo']]);
const signedOut: string[] = [];
let pool: LocalUserPool;
let client: CognitoIdentityProviderClient;

beforeAll(async () => {
  pool = await startLocalUserPool({ users: () => ({ usernameOf: (sub) => usernames.get(sub) ?? null, exists: (username) => [...usernames.values()].includes(username), signOutEverywhere: (username) => signedOut.push(username) }) });
  client = new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: pool.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
});
afterAll(async () => {
  client?.destroy();
  await pool?.stop();
});

describe('the local user pool', () => {
  it('finds a user by sub, and nobody for an unknown one', async () => {
    const found = await client.send(new ListUsersCommand({ UserPoolId: pool.userPoolId, Filter: 'sub = "sub-ada"', Limit: 1 }));
    expect(found.Users?.map((user) => user.Username)).toEqual(['LinkedIn_ada']);
    expect((await client.send(new ListUsersCommand({ UserPoolId: pool.userPoolId, Filter: 'sub = "sub-nobody"' }))).Users).toEqual([]);
  });

  it('signs a user out everywhere, and refuses an unknown user or pool as Cognito does', async () => {
    await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: pool.userPoolId, Username: 'LinkedIn_bo' }));
    expect(signedOut).toContain('LinkedIn_bo');
    await expect(client.send(new AdminDeleteUserCommand({ UserPoolId: pool.userPoolId, Username: 'LinkedIn_nobody' }))).rejects.toBeInstanceOf(UserNotFoundException);
    await expect(client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: 'eu-west-1_other', Username: 'LinkedIn_bo' }))).rejects.toBeInstanceOf(ResourceNotFoundException);
  });

  it('serves the product\u2019s account operations end to end: a user that is gone is nothing to do', async () => {
    const accounts = cognitoDisabler(pool.userPoolId, client);
    await accounts.signOutEverywhere('sub-ada');
    await accounts.remove('sub-ada');
    await accounts.remove('sub-nobody');
    await accounts.enable('sub-ada');
    const forAda = pool.calls().filter((call) => call.username === 'sub-ada' || call.username === 'LinkedIn_ada');
    expect(forAda.map((call) => call.operation)).toEqual(['ListUsers', 'ListUsers', 'AdminUserGlobalSignOut', 'ListUsers', 'AdminDeleteUser', 'ListUsers', 'AdminEnableUser']);
    expect(signedOut.filter((username) => username === 'LinkedIn_ada')).toHaveLength(2);
  });
});
