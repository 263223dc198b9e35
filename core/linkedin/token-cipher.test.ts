import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { localTokenCipher } from './local-token-cipher';
import { cipherFor } from './token-cipher';

const keyFile = () => join(mkdtempSync(join(tmpdir(), 'provenly-cipher-')), 'nested', 'token-key.bin');

describe('the local token cipher', () => {
  it('round-trips for its user only, creates a 256-bit key file 0600, and never repeats a ciphertext', async () => {
    const file = keyFile();
    const cipher = localTokenCipher(file);
    const sealed = await cipher.encrypt('AQX-secret-token', 'user-1');
    expect(sealed).toMatch(/^aes256gcm:/);
    expect(sealed).not.toContain('AQX-secret-token');
    expect(await cipher.encrypt('AQX-secret-token', 'user-1')).not.toBe(sealed);
    expect(await cipher.decrypt(sealed, 'user-1')).toBe('AQX-secret-token');
    await expect(cipher.decrypt(sealed, 'user-2')).rejects.toThrow();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(file).size).toBe(32);
    // A second process reads the same key.
    expect(await localTokenCipher(file).decrypt(sealed, 'user-1')).toBe('AQX-secret-token');
  });

  it('refuses a tampered ciphertext and one from another key', async () => {
    const cipher = localTokenCipher(keyFile());
    const sealed = await cipher.encrypt('token', 'user-1');
    const raw = Buffer.from(sealed.slice('aes256gcm:'.length), 'base64');
    raw[raw.length - 1]! ^= 1;
    await expect(cipher.decrypt(`aes256gcm:${raw.toString('base64')}`, 'user-1')).rejects.toThrow();
    await expect(localTokenCipher(keyFile()).decrypt(sealed, 'user-1')).rejects.toThrow();
  });
});

describe('choosing the cipher by configuration', () => {
  it('KMS with a key id, local with a key file, and a clear error when neither is set', () => {
    expect(readConfig({ TOKEN_KEY_ID: 'arn:aws:kms:eu-west-1:1:key/abc' }).tokenCipher).toEqual({ kind: 'kms', keyId: 'arn:aws:kms:eu-west-1:1:key/abc' });
    expect(readConfig({ TOKEN_CIPHER: 'local', TOKEN_KEY_FILE: '/data/key.bin' }).tokenCipher).toEqual({ kind: 'local', keyFile: '/data/key.bin' });
    expect(() => cipherFor(readConfig({}).tokenCipher)).toThrow(/TOKEN_CIPHER/);
  });

  it('reads LinkedIn settings with LinkedIn’s own defaults', () => {
    const { linkedin } = readConfig({ PUBLIC_ORIGIN: 'https://provenly.example/' });
    expect(linkedin).toMatchObject({
      oauthBase: 'https://www.linkedin.com/oauth/v2',
      apiBase: 'https://api.linkedin.com',
      redirectUri: 'https://provenly.example/api/public/linkedin/callback',
      postUrlTemplate: 'https://www.linkedin.com/feed/update/{urn}/',
    });
    expect(linkedin.apiVersion).toMatch(/^\d{6}$/);
  });
});
