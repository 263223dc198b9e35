// Sealing and opening whole items by their type's declaration (sealed-types.ts).
import type { Item } from '../plumbing/items';
import { SEALED_TYPES } from './sealed-types';
import { isGenuinelySealed, isSealed, openValue, sealValue } from './sealing';

type Path = readonly [string] | readonly [string, string];
const pathOf = (path: string): Path => {
  const [first, second] = path.split('.') as [string, string | undefined];
  return second === undefined ? [first] : [first, second];
};

const asMap = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Uint8Array) && !(value instanceof Set) ? (value as Record<string, unknown>) : null;

/** Whether a value of a declared path is still to be sealed: present, and not sealed by this product already. */
const toSeal = async (value: unknown): Promise<boolean> => value !== null && value !== undefined && !(await isGenuinelySealed(value));

/**
 * The item with its type's personal values sealed. A value this product sealed already (a hash
 * chain seals before it hashes) is left as it is; text that merely looks sealed is sealed.
 */
export async function sealItem(item: Item): Promise<Item> {
  const groups = typeof item.type === 'string' ? SEALED_TYPES[item.type] : undefined;
  if (!groups) return item;
  const sealed: Item = { ...item };
  const done = new Set<string>();
  for (const group of groups) {
    const subject = group.subject(item);
    if (!subject) continue;
    for (const path of group.paths) {
      if (done.has(path)) continue;
      const [name, inner] = pathOf(path);
      if (inner === undefined) {
        if (await toSeal(sealed[name])) sealed[name] = await sealValue(subject, sealed[name]);
        done.add(path);
        continue;
      }
      const map = asMap(sealed[name]);
      if (map && (await toSeal(map[inner]))) sealed[name] = { ...map, [inner]: await sealValue(subject, map[inner]) };
      done.add(path);
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

/** The paths an item type declares, or null for an item read without its type (a projection). */
function declaredPaths(type: unknown): ReadonlySet<string> | null {
  if (typeof type !== 'string') return null;
  return new Set((SEALED_TYPES[type] ?? []).flatMap((group) => group.paths));
}

function erasedValue(type: unknown, path: string): unknown {
  const groups = typeof type === 'string' ? SEALED_TYPES[type] : undefined;
  for (const group of groups ?? []) if (group.erased && path in group.erased) return group.erased[path];
  return null;
}

/**
 * A sealed-looking value opened. Only a path the item's type declares is personal: text elsewhere
 * that merely starts like a sealed value is left as it is, and so is anything malformed. A declared
 * value that does not open under its key was tampered with: that throws. Without the type (a
 * projection) a value is opened when it opens, else left as it is.
 */
async function opened(type: unknown, declared: ReadonlySet<string> | null, path: string, value: string): Promise<unknown> {
  if (declared && !declared.has(path)) return value;
  try {
    const result = await openValue(value);
    if (result === 'malformed') return value;
    return result === 'shredded' ? erasedValue(type, path) : result.value;
  } catch (error) {
    if (declared) throw error;
    return value;
  }
}

/** The item with every sealed value opened (a shredded one reads as its erased value). */
export async function openItem(item: Item): Promise<Item> {
  if (!hasSealed(item)) return item;
  const declared = declaredPaths(item.type);
  const open: Item = { ...item };
  for (const name in open) {
    const value = open[name];
    if (isSealed(value)) {
      open[name] = await opened(item.type, declared, name, value);
      continue;
    }
    const map = asMap(value);
    if (!map || !Object.values(map).some(isSealed)) continue;
    const copy: Record<string, unknown> = { ...map };
    for (const inner in copy) {
      const member = copy[inner];
      if (isSealed(member)) copy[inner] = await opened(item.type, declared, `${name}.${inner}`, member);
    }
    open[name] = copy;
  }
  return open;
}

export const openItems = (items: readonly Item[]): Promise<Item[]> => Promise.all(items.map(openItem));
