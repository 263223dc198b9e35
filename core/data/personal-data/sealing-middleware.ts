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
            if (entry.Update) return { ...entry, Update: refuseClearUpdate(await sealTypedUpdate(entry.Update)) };
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
      return refuseClearUpdate(await sealTypedUpdate(input));
    default:
      return input;
  }
}

/** `SET #name = :value` assignments of whole attributes: attribute name to placeholder. */
function plainAssignments(input: Input): Map<string, string> {
  const expression = typeof input.UpdateExpression === 'string' ? input.UpdateExpression : '';
  const names = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const assigned = new Map<string, string>();
  for (const [, target, placeholder] of expression.matchAll(/(?:^|[\s,])([#\w]+)\s*=\s*(:\w+)/g)) {
    const name = target!.startsWith('#') ? names[target!] : target!;
    if (name) assigned.set(name, placeholder!);
  }
  return assigned;
}

/** An update that names the item's type has its declared personal values sealed, as a put's are. */
async function sealTypedUpdate(input: Input): Promise<Input> {
  const assigned = plainAssignments(input);
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

/** An update that sets a personal attribute to a value not sealed is a mistake in the data layer. */
function refuseClearUpdate(input: Input): Input {
  const expression = typeof input.UpdateExpression === 'string' ? input.UpdateExpression : '';
  const names = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const values = (input.ExpressionAttributeValues ?? {}) as Record<string, unknown>;
  for (const [, target, placeholder] of expression.matchAll(/([#\w.]+)\s*=\s*(:\w+)/g)) {
    const name = (target!.startsWith('#') ? names[target!] : target!)?.split('.')[0];
    const value = values[placeholder!];
    if (name && SEALED_BY_NAME.has(name) && value !== null && value !== undefined && !isSealed(value)) {
      throw new Error(`An update sets the personal attribute "${name}" in the clear: seal it (sealValue) first`);
    }
  }
  return input;
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
