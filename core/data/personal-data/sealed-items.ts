// Sealing and opening whole items by their type's declaration (sealed-types.ts).
import type { Item } from '../plumbing/items';
import { SEALED_ELEMENT_LISTS, SEALED_TYPES, type SealedElements } from './sealed-types';
import { isGenuinelySealed, isSealed, openValue, sealValue } from './sealing';

type Path = readonly [string] | readonly [string, string];
const pathOf = (path: string): Path => {
  const [first, second] = path.split('.') as [string, string | undefined];
  return second === undefined ? [first] : [first, second];
};

const asMap = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Uint8Array) && !(value instanceof Set) ? (value as Record<string, unknown>) : null;

/** A present value an item's type declares personal, with whose it is. */
export interface PersonalValue {
  readonly path: Path;
  readonly value: unknown;
  readonly subject: string;
}

/** Each present value the item's type declares personal, once: a path is the first group's whose subject the item names. */
export function personalValues(item: Item): PersonalValue[] {
  const found: PersonalValue[] = [];
  const done = new Set<string>();
  for (const group of (typeof item.type === 'string' ? SEALED_TYPES[item.type] : undefined) ?? []) {
    const subject = group.subject(item);
    if (!subject) continue;
    for (const path of group.paths) {
      if (done.has(path)) continue;
      done.add(path);
      const [name, inner] = pathOf(path);
      const value = inner === undefined ? item[name] : asMap(item[name])?.[inner];
      if (value !== null && value !== undefined) found.push({ path: inner === undefined ? [name] : [name, inner], value, subject });
    }
  }
  return found;
}

/**
 * The item with its type's personal values sealed. A value this product sealed already (a hash
 * chain seals before it hashes) is left as it is; text that merely looks sealed is sealed.
 */
export async function sealItem(item: Item): Promise<Item> {
  const withElements = await sealElementLists(item);
  const values = personalValues(withElements);
  if (values.length === 0) return withElements;
  const sealed: Item = { ...withElements };
  for (const { path, value, subject } of values) {
    if (await isGenuinelySealed(value)) continue;
    const [name, inner] = path;
    sealed[name] = inner === undefined ? await sealValue(subject, value) : { ...asMap(sealed[name]), [inner]: await sealValue(subject, value) };
  }
  return sealed;
}

// Lists of other people's elements (SEALED_ELEMENT_LISTS) ------------------------------------------

const elementListsOf = (type: unknown): readonly SealedElements[] => (typeof type === 'string' ? SEALED_ELEMENT_LISTS[type] : undefined) ?? [];

/** The list at `path` (`a` or `a.b`) of `item`, or null. */
function listAt(item: Item, path: string): unknown[] | null {
  const [name, inner] = pathOf(path);
  const value = inner === undefined ? item[name] : asMap(item[name])?.[inner];
  return Array.isArray(value) ? value : null;
}

function withListAt(item: Item, path: string, list: unknown[]): Item {
  const [name, inner] = pathOf(path);
  return inner === undefined ? { ...item, [name]: list } : { ...item, [name]: { ...asMap(item[name]), [inner]: list } };
}

/** The item with each element of its declared element lists sealed (one sealed already is kept). */
export async function sealElementLists(item: Item): Promise<Item> {
  let sealed = item;
  for (const declared of elementListsOf(item.type)) {
    const list = listAt(sealed, declared.list);
    if (!list || list.every(isSealed)) continue;
    const elements = await Promise.all(
      list.map(async (element) => {
        if (isSealed(element)) return element;
        const subject = declared.subject(asMap(element) ?? {}) ?? declared.fallback?.(item);
        if (!subject) throw new Error(`An element of ${String(item.type)}.${declared.list} names nobody to seal it for`);
        return sealValue(subject, element);
      }),
    );
    sealed = withListAt(sealed, declared.list, elements);
  }
  return sealed;
}

/** Each sealed element opened; one whose key is shredded (or malformed) is left out. */
async function openElementLists(item: Item): Promise<Item> {
  let open = item;
  for (const declared of elementListsOf(item.type)) {
    const list = listAt(open, declared.list);
    if (!list?.some(isSealed)) continue;
    // Each element under its own person's key: their keys are read side by side.
    const opened = await Promise.all(list.map((element) => (isSealed(element) ? openValue(element) : { value: element })));
    open = withListAt(open, declared.list, opened.flatMap((result) => (typeof result === 'object' ? [result.value] : [])));
  }
  return open;
}

function hasSealed(item: Item): boolean {
  for (const name in item) {
    const value = item[name];
    if (isSealed(value)) return true;
    if (Array.isArray(value) && value.some(isSealed)) return true;
    const map = asMap(value);
    if (map && Object.values(map).some(isSealed)) return true;
  }
  return false;
}

/** Each declared type's paths, worked out once: every read of every item asks. */
const DECLARED: ReadonlyMap<string, ReadonlySet<string>> = new Map(Object.entries(SEALED_TYPES).map(([type, groups]) => [type, new Set(groups.flatMap((group) => group.paths))]));
const NONE: ReadonlySet<string> = new Set();

/** The paths an item type declares, or null for an item read without its type (a projection). */
function declaredPaths(type: unknown): ReadonlySet<string> | null {
  if (typeof type !== 'string') return null;
  return DECLARED.get(type) ?? NONE;
}

/** The declared paths and element lists of `item` that hold something not sealed: what may not be stored so. */
export function clearDeclaredPaths(item: Item): string[] {
  const clear: string[] = [];
  for (const path of declaredPaths(item.type) ?? []) {
    const [name, inner] = pathOf(path);
    const value = inner === undefined ? item[name] : asMap(item[name])?.[inner];
    if (value !== null && value !== undefined && !isSealed(value)) clear.push(path);
  }
  for (const { list } of elementListsOf(item.type)) if (listAt(item, list)?.some((element) => !isSealed(element))) clear.push(list);
  return clear;
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
  return openElementLists(await openPaths(item));
}

async function openPaths(item: Item): Promise<Item> {
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
