// Which LinkedIn member a token stands for: the identity co-signing rules compare members, and in
// the cloud the token's subject is Cognito's own id, not LinkedIn's.
import { describe, expect, it } from 'vitest';
import { normaliseClaims } from './claims';

const cognitoSub = '5f1c2a9e-7d4b-4c1e-9a0f-2b3c4d5e6f70';

describe('normaliseClaims: the LinkedIn member', () => {
  it("reads Cognito's federated username in an ID token", () => {
    const user = normaliseClaims({ sub: cognitoSub, 'cognito:username': 'LinkedIn_aB3-xYz', email: 'Ann@Acme.com' });
    expect(user).toMatchObject({ id: cognitoSub, linkedinMemberId: 'aB3-xYz', email: 'ann@acme.com' });
  });

  it("reads an access token's username, whatever the case of the provider's name", () => {
    expect(normaliseClaims({ sub: cognitoSub, username: 'linkedin_member42', token_use: 'access' }).linkedinMemberId).toBe('member42');
  });

  it('reads the identities claim, as a list, as the JSON text API Gateway hands over, or as a list of JSON texts', () => {
    const identities = [{ userId: 'm-77', providerName: 'LinkedIn', providerType: 'OIDC', primary: 'true' }];
    expect(normaliseClaims({ sub: cognitoSub, identities }).linkedinMemberId).toBe('m-77');
    expect(normaliseClaims({ sub: cognitoSub, identities: JSON.stringify(identities) }).linkedinMemberId).toBe('m-77');
    expect(normaliseClaims({ sub: cognitoSub, identities: identities.map((identity) => JSON.stringify(identity)) }).linkedinMemberId).toBe('m-77');
    expect(normaliseClaims({ sub: cognitoSub, identities: [{ userId: 'g-1', providerName: 'Google' }] }).linkedinMemberId).toBe(cognitoSub);
  });

  it("takes the subject of a token LinkedIn itself issued, and is not fooled by a username that only starts like one", () => {
    expect(normaliseClaims({ sub: 'linkedin-member-sub' }).linkedinMemberId).toBe('linkedin-member-sub');
    expect(normaliseClaims({ sub: cognitoSub, 'cognito:username': 'LinkedIn_' }).linkedinMemberId).toBe(cognitoSub);
    expect(normaliseClaims({ sub: cognitoSub, identities: '{not json' }).linkedinMemberId).toBe(cognitoSub);
  });
});
