// The user the $connect authorizer attached to a connection. API Gateway hands the authorizer's
// context (and its principalId) to every route of that connection in requestContext.authorizer.
export function authorizedUser(event: { requestContext: object }): string {
  const { authorizer } = event.requestContext as { authorizer?: { userId?: unknown; principalId?: unknown } };
  const userId = authorizer?.userId ?? authorizer?.principalId;
  if (typeof userId !== 'string' || userId === '') throw new Error('The connection carries no authorised user');
  return userId;
}
