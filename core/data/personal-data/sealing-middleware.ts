// Personal data never reaches the table in the clear: a middleware on the document client seals
// the personal values of every item put (Put, TransactWrite, BatchWrite) and opens every sealed
// value read (Get, Query, BatchGet, TransactGet, and the attributes a write returns; the data layer
// never scans). It runs before the document client marshals, so it sees plain JavaScript values.
// An update that sets the item's type (`SET #type = :type`) is sealed like a put of what its plain
// assignments write; any other update names no item type, so it may not set a personal attribute
// in the clear: the data layer seals such a value itself (sealValue).
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Item } from '../plumbing/items';
import { clearDeclaredPaths, openItem, openItems, sealItem } from './sealed-items';
import { SEALED_BY_NAME } from './sealed-types';
import { isSealed } from './sealing';

type Input = Record<string, unknown>;
type Output = Record<string, unknown>;

interface PutHolder { Put?: { Item: Item }; Update?: Input }
interface PutRequestHolder { PutRequest?: { Item: Item } }

async function sealInput(command: string, input: Input): Promise<Input> {
  switch (command) {
    case 'PutItemCommand':
      return { ...input, Item: await sealItem(input.Item as Item) };
    case 'TransactWriteItemsCommand':
      return {
        ...input,
        TransactItems: await Promise.all(
          (input.TransactItems as PutHolder[]).map(async (entry) => {
            if (entry.Put) return { ...entry, Put: { ...entry.Put, Item: await sealItem(entry.Put.Item) } };
            if (entry.Update) return { ...entry, Update: await sealUpdate(entry.Update) };
            return entry;
          }),
        ),
      };
    case 'BatchWriteItemCommand': {
      const tables = input.RequestItems as Record<string, PutRequestHolder[]>;
      const sealed: Record<string, PutRequestHolder[]> = {};
      for (const [table, requests] of Object.entries(tables)) {
        sealed[table] = await Promise.all(requests.map(async (request) => (request.PutRequest ? { PutRequest: { Item: await sealItem(request.PutRequest.Item) } } : request)));
      }
      return { ...input, RequestItems: sealed };
    }
    case 'UpdateItemCommand':
      return sealUpdate(input);
    default:
      return input;
  }
}

/** An update sealed where it names its item's type, and refused where it sets a personal attribute in the clear. */
async function sealUpdate(input: Input): Promise<Input> {
  const assigned = assignments(input);
  const sealed = await sealTypedUpdate(input, assigned);
  refuseClearUpdate(sealed, assigned);
  return sealed;
}

type Assignment = { readonly path: readonly (string | undefined)[]; readonly placeholder: string };

/** An update's `path = :value` assignments, each path's segments named through the update's names. */
function assignments(input: Input): Assignment[] {
  const expression = typeof input.UpdateExpression === 'string' ? input.UpdateExpression : '';
  const names = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
  return [...expression.matchAll(/(?:^|[\s,])([#\w.]+)\s*=\s*(:\w+)/g)].map(([, target, placeholder]) => ({
    path: target!.split('.').map((segment) => (segment.startsWith('#') ? names[segment] : segment)),
    placeholder: placeholder!,
  }));
}

/** Assignments of whole attributes: attribute name to placeholder. */
function plainAssignments(all: readonly Assignment[]): Map<string, string> {
  const assigned = new Map<string, string>();
  for (const { path, placeholder } of all) if (path.length === 1 && path[0]) assigned.set(path[0], placeholder);
  return assigned;
}

/** An update that names the item's type has its declared personal values sealed, as a put's are. */
async function sealTypedUpdate(input: Input, all: readonly Assignment[]): Promise<Input> {
  const assigned = plainAssignments(all);
  const typePlaceholder = assigned.get('type');
  const values = (input.ExpressionAttributeValues ?? {}) as Record<string, unknown>;
  if (!typePlaceholder || typeof values[typePlaceholder] !== 'string') return input;
  const written: Item = Object.fromEntries([...assigned].map(([name, placeholder]) => [name, values[placeholder]]));
  const sealed = await sealItem(written);
  const clear = clearDeclaredPaths(sealed);
  if (clear.length > 0) throw new Error(`An update of a ${String(written.type)} sets ${clear.join(', ')} in the clear: name whose they are (its subject) in the same update`);
  if (sealed === written) return input;
  const sealedValues = { ...values };
  for (const [name, placeholder] of assigned) sealedValues[placeholder] = sealed[name];
  return { ...input, ExpressionAttributeValues: sealedValues };
}

/** An update that sets a personal attribute (or a member of one) to a value not sealed is a mistake in the data layer. */
function refuseClearUpdate(input: Input, all: readonly Assignment[]): void {
  const values = (input.ExpressionAttributeValues ?? {}) as Record<string, unknown>;
  for (const { path: [name], placeholder } of all) {
    const value = values[placeholder];
    if (name && SEALED_BY_NAME.has(name) && value !== null && value !== undefined && !isSealed(value)) {
      throw new Error(`An update sets the personal attribute "${name}" in the clear: seal it (sealValue) first`);
    }
  }
}

async function openOutput(command: string, output: Output): Promise<Output> {
  switch (command) {
    case 'GetItemCommand':
      return output.Item ? { ...output, Item: await openItem(output.Item as Item) } : output;
    case 'PutItemCommand':
    case 'UpdateItemCommand':
    case 'DeleteItemCommand':
      return output.Attributes ? { ...output, Attributes: await openItem(output.Attributes as Item) } : output;
    case 'QueryCommand':
      return output.Items ? { ...output, Items: await openItems(output.Items as Item[]) } : output;
    case 'BatchGetItemCommand': {
      const responses = output.Responses as Record<string, Item[]> | undefined;
      if (!responses) return output;
      const opened: Record<string, Item[]> = {};
      for (const [table, items] of Object.entries(responses)) opened[table] = await openItems(items);
      return { ...output, Responses: opened };
    }
    case 'TransactGetItemsCommand': {
      const responses = output.Responses as { Item?: Item }[] | undefined;
      if (!responses) return output;
      return { ...output, Responses: await Promise.all(responses.map(async (entry) => (entry.Item ? { ...entry, Item: await openItem(entry.Item) } : entry))) };
    }
    default:
      return output;
  }
}

export function addSealing(client: DynamoDBDocumentClient): DynamoDBDocumentClient {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const command = context.commandName ?? '';
      const result = await next({ ...args, input: await sealInput(command, args.input as Input) });
      return { ...result, output: (await openOutput(command, result.output as Output)) as typeof result.output };
    },
    { step: 'initialize', name: 'personalDataSealing', priority: 'high' },
  );
  return client;
}
