// LinkedIn's error bodies, as its REST and OAuth endpoints send them. REST errors carry
// `status`, `serviceErrorCode`, `code` and `message`; validation errors (422) add
// `errorDetailType` and `errorDetails.inputErrors`; the OAuth endpoints use RFC 6749's
// `error` / `error_description`. Sources are listed in docs/linkedin-stand-in.md.
import type { ServerResponse } from 'node:http';
import { sendJson } from '../../../http/respond';

export interface RestError {
  status: number;
  serviceErrorCode?: number;
  code: string;
  message: string;
}

export const restErrors = {
  invalidToken: (): RestError => ({ status: 401, serviceErrorCode: 65600, code: 'INVALID_ACCESS_TOKEN', message: 'Invalid access token' }),
  revokedToken: (): RestError => ({ status: 401, serviceErrorCode: 65601, code: 'REVOKED_ACCESS_TOKEN', message: 'The token used in the request has been revoked by the user' }),
  expiredToken: (): RestError => ({ status: 401, serviceErrorCode: 65602, code: 'EXPIRED_ACCESS_TOKEN', message: 'The token used in the request has expired' }),
  accessDenied: (resource: string): RestError => ({ status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED', message: `Not enough permissions to access: ${resource}` }),
  versionNotActive: (version: string): RestError => ({ status: 426, code: 'NONEXISTENT_VERSION', message: `Requested version ${version} is not active` }),
  versionMissing: (): RestError => ({ status: 426, code: 'NONEXISTENT_VERSION', message: 'A version must be present. Please specify a version by adding the LinkedIn-Version header.' }),
  throttled: (): RestError => ({ status: 429, serviceErrorCode: 101, code: 'TOO_MANY_REQUESTS', message: 'Resource level throttle limit for calls to this resource is reached.' }),
  notFound: (what: string): RestError => ({ status: 404, serviceErrorCode: 0, code: 'NOT_FOUND', message: `${what} does not exist` }),
  badRequest: (message: string): RestError => ({ status: 400, serviceErrorCode: 0, code: 'BAD_REQUEST', message }),
  serverError: (): RestError => ({ status: 500, serviceErrorCode: 0, code: 'INTERNAL_SERVER_ERROR', message: 'Internal Server Error' }),
};

export interface InputError {
  code: string;
  description: string;
  fieldPath?: string;
}

/** 422: the body LinkedIn sends when a post or request payload is refused. */
export function validationError(message: string, inputErrors: InputError[]) {
  return {
    errorDetailType: 'com.linkedin.common.error.BadRequest',
    message,
    errorDetails: {
      inputErrors: inputErrors.map(({ code, description, fieldPath }) => ({
        description,
        input: fieldPath ? { inputPath: { fieldPath } } : {},
        code,
      })),
    },
    status: 422,
  };
}

export function sendRestError(res: ServerResponse, error: RestError): void {
  sendJson(res, error.status, error);
}

/** A REST error for an injected status, in the shape LinkedIn uses for that status. */
export function restErrorForStatus(status: number, resource: string, code?: string, message?: string): RestError | ReturnType<typeof validationError> {
  switch (status) {
    case 401:
      return code === 'INVALID_ACCESS_TOKEN' ? restErrors.invalidToken() : code === 'REVOKED_ACCESS_TOKEN' ? restErrors.revokedToken() : restErrors.expiredToken();
    case 403:
      return restErrors.accessDenied(resource);
    case 422:
      return code === 'DUPLICATE_POST'
        ? validationError(message ?? 'Content is a duplicate of urn:li:share:0', [{ code: 'DUPLICATE_POST', description: 'Duplicate post is detected' }])
        : validationError(message ?? 'Invalid request content', [{ code: code ?? 'INVALID_VALUE', description: message ?? 'Invalid request content' }]);
    case 426: {
      // The resource ends in the version the call named (e.g. images.GET.202611): echo it as LinkedIn does.
      const version = /\.(\d{6})(?:\.\d{2})?$/.exec(resource)?.[1];
      return message ? { ...restErrors.versionNotActive(''), message } : restErrors.versionNotActive(version ? `${version}01` : 'unknown');
    }
    case 429:
      return restErrors.throttled();
    default:
      return { status, serviceErrorCode: 0, code: code ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST'), message: message ?? (status >= 500 ? 'Internal Server Error' : 'Bad Request') };
  }
}

/** The OAuth endpoints' error body (RFC 6749 section 5.2). */
export function sendOAuthError(res: ServerResponse, status: number, error: string, description: string): void {
  sendJson(res, status, { error, error_description: description });
}
