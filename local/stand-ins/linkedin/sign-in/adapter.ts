// oidc-provider storage for the LinkedIn stand-in: an in-memory map mirrored to one JSON file, so
// sessions, grants and refresh tokens survive a restart of the local runtime. The data is tiny
// (one developer's sign-ins), so every change rewrites the file atomically; expired entries are
// dropped on each write. One process owns a data directory at a time.
import { join } from 'node:path';
import { isRecord, readJson, writeJsonAtomic } from '../members/files';
import type { AdapterPayload, OidcAdapter } from './oidc-types';

interface Entry {
  payload: AdapterPayload;
  /** Epoch milliseconds, or null for entries without expiry. */
  expiresAt: number | null;
}

/** Models whose entries belong to a grant and go when the grant is revoked. */
const GRANTABLE = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest', 'PreAuthorizedCode']);

const modelOf = (key: string): string => key.slice(0, key.indexOf(':'));
const clone = (payload: AdapterPayload): AdapterPayload => structuredClone(payload);

export class FileBackedStore {
  readonly #file: string;
  readonly #entries = new Map<string, Entry>();

  constructor(dir: string) {
    this.#file = join(dir, 'oidc-store.json');
    let stored: unknown;
    try {
      stored = readJson(this.#file);
    } catch {
      // Losing sign-in sessions is harmless: members just sign in again.
      stored = undefined;
    }
    const entries = isRecord(stored) && isRecord(stored.entries) ? stored.entries : {};
    const now = Date.now();
    for (const [key, value] of Object.entries(entries)) {
      if (!isRecord(value) || !isRecord(value.payload)) continue;
      const expiresAt = typeof value.expiresAt === 'number' ? value.expiresAt : null;
      if (expiresAt !== null && expiresAt <= now) continue;
      this.#entries.set(key, { payload: value.payload as AdapterPayload, expiresAt });
    }
  }

  get(key: string): AdapterPayload | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== null && entry.expiresAt <= Date.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  set(key: string, payload: AdapterPayload, expiresAt: number | null): void {
    this.#entries.set(key, { payload: clone(payload), expiresAt });
    this.#save();
  }

  update(key: string, change: (payload: AdapterPayload) => void): void {
    const payload = this.get(key);
    if (!payload) return;
    change(payload);
    this.#save();
  }

  delete(keys: Iterable<string>): void {
    let changed = false;
    for (const key of keys) changed = this.#entries.delete(key) || changed;
    if (changed) this.#save();
  }

  /** Live entries whose key starts with `${model}:` (or all grantable models) and match `test`. */
  keysWhere(models: ReadonlySet<string>, test: (payload: AdapterPayload) => boolean): string[] {
    const keys: string[] = [];
    for (const key of this.#entries.keys()) {
      if (!models.has(modelOf(key))) continue;
      const payload = this.get(key);
      if (payload && test(payload)) keys.push(key);
    }
    return keys;
  }

  #save(): void {
    const now = Date.now();
    const entries: Record<string, Entry> = {};
    for (const [key, entry] of this.#entries) {
      if (entry.expiresAt !== null && entry.expiresAt <= now) this.#entries.delete(key);
      else entries[key] = entry;
    }
    writeJsonAtomic(this.#file, { version: 1, entries });
  }
}

class FileBackedAdapter implements OidcAdapter {
  readonly #model: string;
  readonly #store: FileBackedStore;
  readonly #clockToleranceSeconds: number;

  constructor(model: string, store: FileBackedStore, clockToleranceSeconds: number) {
    this.#model = model;
    this.#store = store;
    this.#clockToleranceSeconds = clockToleranceSeconds;
  }

  #key(id: string): string {
    return `${this.#model}:${id}`;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = typeof expiresIn === 'number' ? Date.now() + (expiresIn + this.#clockToleranceSeconds) * 1000 : null;
    this.#store.set(this.#key(id), payload, expiresAt);
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const payload = this.#store.get(this.#key(id));
    return payload ? clone(payload) : undefined;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const [key] = this.#store.keysWhere(new Set([this.#model]), (payload) => payload.uid === uid);
    const payload = key ? this.#store.get(key) : undefined;
    return payload ? clone(payload) : undefined;
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    const [key] = this.#store.keysWhere(new Set([this.#model]), (payload) => payload.userCode === userCode);
    const payload = key ? this.#store.get(key) : undefined;
    return payload ? clone(payload) : undefined;
  }

  async consume(id: string): Promise<void> {
    this.#store.update(this.#key(id), (payload) => {
      payload.consumed = Math.floor(Date.now() / 1000);
    });
  }

  async destroy(id: string): Promise<void> {
    this.#store.delete([this.#key(id)]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    this.#store.delete(this.#store.keysWhere(GRANTABLE, (payload) => payload.grantId === grantId));
  }
}

/** The `adapter` option for oidc-provider: a factory called once per model name. */
export function fileBackedAdapter(store: FileBackedStore, clockToleranceSeconds: number): (model: string) => OidcAdapter {
  return (model) => new FileBackedAdapter(model, store, clockToleranceSeconds);
}
