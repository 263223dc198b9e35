// Sealing and opening whole items by their type's declaration (sealed-types.ts).
import type { Item } from '../plumbing/items';
import { SEALED_TYPES } from './sealed-types';
import { isSealed, openValue, sealValue } from './sealing';

type Path = readonly [string] | readonly [string, string];
const pathOf = (path: string): Path => {
  const [first, second] = path.split('.') as [string, string | undefined];
  return second === undefined ? [first] : [first, second];
};

const asMap = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Uint8Array) && !(value instanceof Set) ? (value as Record<string, unknown>) : null;

/** The item with its type's personal values sealed; values sealed already are left as they are. */
export async function sealItem(item: Item): Promise<Item> {
  const groups = typeof item.type === 'string' ? SEALED_TYPES[item.type] : undefined;
  if (!groups) return item;
  const sealed: Item = { ...item };
  for (const group of groups) {
    const subject = group.subject(item);
    if (!subject) continue;
    for (const [name, inner] of group.paths.map(pathOf)) {
      if (inner === undefined) {
        const value = sealed[name];
        if (value !== null && value !== undefined && !isSealed(value)) sealed[name] = await sealValue(subject, value);
        continue;
      }
      const map = asMap(sealed[name]);
      const value = map?.[inner];
      if (map && value !== null && value !== undefined && !isSealed(value)) sealed[name] = { ...map, [inner]: await sealValue(subject, value) };
    }
  }
  return sealed;
}

function hasSealed(item: Item): boolean {
  for (const name in item) {
    const value = item[name];
    if (isSealed(value)) return true;
    const map = asMap(value);
    if (map && Object.values(map).some(isSealed)) return true;
  }
  return false;
}

function erasedValue(type: unknown, path: string): unknown {
  const groups = typeof type === 'string' ? SEALED_TYPES[type] : undefined;
  for (const group of groups ?? []) if (group.erased && path in group.erased) return group.erased[path];
  return null;
}

async function opened(type: unknown, path: string, value: string): Promise<unknown> {
  const result = await openValue(value);
  return result === 'shredded' ? erasedValue(type, path) : result.value;
}

/** The item with every sealed value opened (a shredded one reads as its erased value). */
export async function openItem(item: Item): Promise<Item> {
  if (!hasSealed(item)) return item;
  const open: Item = { ...item };
  for (const name in open) {
    const value = open[name];
    if (isSealed(value)) {
      open[name] = await opened(item.type, name, value);
      continue;
    }
    const map = asMap(value);
    if (!map || !Object.values(map).some(isSealed)) continue;
    const copy: Record<string, unknown> = { ...map };
    for (const inner in copy) {
      const member = copy[inner];
      if (isSealed(member)) copy[inner] = await opened(item.type, `${name}.${inner}`, member);
    }
    open[name] = copy;
  }
  return open;
}

export const openItems = (items: readonly Item[]): Promise<Item[]> => Promise.all(items.map(openItem));
