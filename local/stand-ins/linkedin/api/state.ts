// What the LinkedIn API stand-in remembers, in memory and mirrored to one JSON file under
// `${dataDir}/linkedin/api-state.json` (image bytes sit beside it in media/), so connections,
// uploaded images and posts survive a restart of the local runtime. Authorization codes and
// injected faults are deliberately memory-only.
import { join } from 'node:path';
import { isRecord, readJson, writeJsonAtomic } from '../members/files';

export interface AccessTokenRecord {
  /** SHA-256 of the token; the token itself is never stored. */
  hash: string;
  memberSub: string;
  clientId: string;
  scopes: string[];
  /** Epoch seconds, on the movable clock. */
  authorizedAt: number;
  createdAt: number;
  expiresAt: number;
  revoked: boolean;
}

export type ImageStatus = 'WAITING_UPLOAD' | 'PROCESSING' | 'AVAILABLE' | 'PROCESSING_FAILED';

export interface ImageRecord {
  urn: string;
  id: string;
  owner: string;
  /** Secret part of the upload URL. */
  uploadKey: string;
  uploadUrlExpiresAt: number;
  /** Epoch ms (wall clock) when the upload finished; processing is measured from it. */
  uploadedAt: number | null;
  /** The outcome once processing is over. */
  outcome: 'AVAILABLE' | 'PROCESSING_FAILED' | null;
  contentType: 'image/jpeg' | 'image/png' | null;
}

export interface ArticleContent {
  source: string;
  thumbnail: string;
  title: string;
  description: string | null;
}

export interface PostRecord {
  urn: string;
  author: string;
  /** The commentary as sent. */
  submittedCommentary: string;
  /** The commentary as LinkedIn stores it: cut at the first invalid Little Text Format character. */
  commentary: string;
  visibility: string;
  lifecycleState: string;
  article: ArticleContent;
  /** Epoch ms on the movable clock. */
  createdAt: number;
}

export interface Consent {
  memberSub: string;
  clientId: string;
  scopes: string[];
}

interface Persisted {
  tokens: AccessTokenRecord[];
  images: ImageRecord[];
  posts: PostRecord[];
  consents: Consent[];
}

export class ApiState {
  readonly #file: string;
  readonly tokens = new Map<string, AccessTokenRecord>();
  readonly images = new Map<string, ImageRecord>();
  readonly posts: PostRecord[] = [];
  readonly consents: Consent[] = [];

  constructor(dir: string) {
    this.#file = join(dir, 'api-state.json');
    let stored: unknown;
    try {
      stored = readJson(this.#file);
    } catch {
      stored = undefined; // a corrupt file only loses local connections and posts
    }
    if (!isRecord(stored)) return;
    const list = (key: keyof Persisted) => (Array.isArray(stored[key]) ? (stored[key] as unknown[]).filter(isRecord) : []);
    for (const token of list('tokens') as unknown as AccessTokenRecord[]) if (typeof token.hash === 'string') this.tokens.set(token.hash, token);
    for (const image of list('images') as unknown as ImageRecord[]) if (typeof image.urn === 'string') this.images.set(image.urn, image);
    this.posts.push(...(list('posts') as unknown as PostRecord[]).filter((post) => typeof post.urn === 'string'));
    this.consents.push(...(list('consents') as unknown as Consent[]).filter((consent) => Array.isArray(consent.scopes)));
  }

  save(): void {
    const persisted: Persisted = {
      tokens: [...this.tokens.values()],
      images: [...this.images.values()],
      posts: this.posts,
      consents: this.consents,
    };
    writeJsonAtomic(this.#file, { version: 1, ...persisted });
  }
}
