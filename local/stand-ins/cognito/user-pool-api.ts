// The local stand-in for the Cognito user pool's admin API (the JSON 1.1 protocol, `X-Amz-Target:
// AWSCognitoIdentityProviderService.<Operation>`), which the real SDK client talks to
// (core/admin/account-disabler.ts): ListUsers by `sub`, AdminEnableUser, AdminUserGlobalSignOut
// and AdminDeleteUser, with Cognito's errors (an unknown pool is ResourceNotFoundException, an
// unknown user UserNotFoundException, an operation it does not serve InvalidAction). Locally the
// user pool is the LinkedIn stand-in, which plays both LinkedIn and the product's sign-in: a user's
// username is their subject there. Signing a user out everywhere ends their sessions and revokes
// their refresh tokens there, as Cognito revokes a user's refresh tokens; deleting a user signs
// them out (the stand-in keeps no copy of a member's attributes apart from LinkedIn's own).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { BodyTooLargeError, readBody } from '../../http/respond';
import { freePort } from '../../ports';

export const LOCAL_USER_POOL_ID = 'local_provenly';
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/** What the user pool needs of the sign-in stand-in. */
export interface LocalUserDirectory {
  /** The username of the user the pool knows by this subject, if any. */
  usernameOf(sub: string): string | null;
  /** Whether the pool has a user with this username. */
  exists(username: string): boolean;
  /** Ends the user's sessions and revokes their refresh tokens; how many were revoked. */
  signOutEverywhere(username: string): number;
}

export interface LocalUserPool {
  readonly endpoint: string;
  readonly userPoolId: string;
  /** Each operation served, oldest first: `{ operation, username }`. */
  calls(): readonly { readonly operation: string; readonly username: string | null }[];
  stop(): Promise<void>;
}

class CognitoError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

const stringField = (body: Record<string, unknown>, name: string): string => {
  const value = body[name];
  if (typeof value !== 'string' || value === '') throw new CognitoError(400, 'InvalidParameterException', `1 validation error detected: Value at '${name.charAt(0).toLowerCase()}${name.slice(1)}' failed to satisfy constraint: Member must not be null`);
  return value;
};

/** `sub = "value"` (the only filter the product sends); anything else is refused as Cognito refuses an unsupported filter. */
function subFilter(filter: unknown): string | null {
  if (filter === undefined) return null;
  const match = typeof filter === 'string' ? /^\s*sub\s*=\s*"([^"\\]*)"\s*$/.exec(filter) : null;
  if (!match) throw new CognitoError(400, 'InvalidParameterException', 'Invalid search filter');
  return match[1]!;
}

export async function startLocalUserPool(options: { readonly users: () => LocalUserDirectory; readonly userPoolId?: string }): Promise<LocalUserPool> {
  const userPoolId = options.userPoolId ?? LOCAL_USER_POOL_ID;
  const served: { operation: string; username: string | null }[] = [];

  const user = (username: string): string => {
    if (!options.users().exists(username)) throw new CognitoError(400, 'UserNotFoundException', 'User does not exist.');
    return username;
  };

  function operate(operation: string, body: Record<string, unknown>): unknown {
    if (stringField(body, 'UserPoolId') !== userPoolId) throw new CognitoError(400, 'ResourceNotFoundException', `User pool ${String(body.UserPoolId)} does not exist.`);
    switch (operation) {
      case 'ListUsers': {
        const sub = subFilter(body.Filter);
        served.push({ operation, username: sub });
        const username = sub === null ? null : options.users().usernameOf(sub);
        return { Users: username ? [{ Username: username, Attributes: [{ Name: 'sub', Value: sub }], Enabled: true, UserStatus: 'EXTERNAL_PROVIDER' }] : [] };
      }
      case 'AdminEnableUser':
      case 'AdminUserGlobalSignOut':
      case 'AdminDeleteUser': {
        const username = user(stringField(body, 'Username'));
        served.push({ operation, username });
        if (operation !== 'AdminEnableUser') options.users().signOutEverywhere(username);
        return {};
      }
      default:
        throw new CognitoError(400, 'InvalidAction', `The action ${operation} is not valid for this web service.`);
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
      res.end(JSON.stringify(body));
    };
    try {
      const target = String(req.headers['x-amz-target'] ?? '');
      if (req.method !== 'POST' || !target.startsWith(TARGET_PREFIX)) throw new CognitoError(400, 'UnknownOperationException', 'Unknown operation');
      if (!String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 ')) throw new CognitoError(400, 'MissingAuthenticationTokenException', 'Missing Authentication Token');
      let body: unknown;
      try {
        body = JSON.parse((await readBody(req, 64 * 1024)).toString('utf8') || '{}');
      } catch (error) {
        if (error instanceof BodyTooLargeError) throw new CognitoError(413, 'RequestEntityTooLargeException', 'Request entity too large');
        throw new CognitoError(400, 'SerializationException', 'The request body is not valid JSON');
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new CognitoError(400, 'SerializationException', 'The request body is not a JSON object');
      send(200, operate(target.slice(TARGET_PREFIX.length), body as Record<string, unknown>));
    } catch (error) {
      if (error instanceof CognitoError) return send(error.status, { __type: error.type, message: error.message });
      send(500, { __type: 'InternalErrorException', message: 'Internal error' });
    }
  }

  const port = await freePort();
  const server: Server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${port}`,
    userPoolId,
    calls: () => [...served],
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
