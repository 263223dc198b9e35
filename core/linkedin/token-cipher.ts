// Encryption of stored LinkedIn access tokens. Each ciphertext is bound to its user: decrypting it
// for anyone else fails (KMS encryption context; AES-GCM additional data). Which cipher runs is
// configuration (TOKEN_CIPHER), never a question of which runtime this is.
import { config, onConfigReload, type TokenCipherConfig } from '../config';
import { kmsTokenCipher } from './kms-token-cipher';
import { localTokenCipher } from './local-token-cipher';

export interface TokenCipher {
  encrypt(plaintext: string, userId: string): Promise<string>;
  /** Throws when the ciphertext was not made by this key for this user. */
  decrypt(ciphertext: string, userId: string): Promise<string>;
}

let selected: TokenCipher | undefined;
onConfigReload(() => (selected = undefined));

/** The configured cipher, made once per container. */
export function tokenCipher(): TokenCipher {
  selected ??= cipherFor(config().tokenCipher);
  return selected;
}

export function cipherFor(settings: TokenCipherConfig): TokenCipher {
  switch (settings.kind) {
    case 'kms':
      return kmsTokenCipher(settings.keyId);
    case 'local':
      return localTokenCipher(settings.keyFile);
    case 'unset':
      throw new Error('No token cipher is configured: set TOKEN_CIPHER=kms with TOKEN_KEY_ID, or TOKEN_CIPHER=local with TOKEN_KEY_FILE.');
  }
}
