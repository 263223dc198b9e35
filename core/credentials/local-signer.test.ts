import { verify, createPublicKey } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { describe, expect, it } from 'vitest';
import { localSigner, rotateLocalKey } from './local-signer';

describe('the local credential signer', () => {
  it('creates its Ed25519 key once, readable by its owner only, and signs with it', async () => {
    const directory = join(mkdtempSync(join(tmpdir(), 'signer-')), 'keys');
    const signer = await localSigner(directory);
    const file = join(directory, 'credential-signing-keys.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(signer.publicKeyMultibase).toMatch(/^z6Mk/);
    const again = await localSigner(directory);
    expect(again.publicKeyMultibase).toBe(signer.publicKeyMultibase);

    const data = new TextEncoder().encode('hello');
    const signature = await signer.sign(data);
    expect(signature).toHaveLength(64);
    const keyPair = await Ed25519Multikey.from({ type: 'Multikey', publicKeyMultibase: signer.publicKeyMultibase, '@context': 'https://w3id.org/security/multikey/v1' });
    expect(await keyPair.verifier().verify({ data, signature })).toBe(true);
    const pem = (JSON.parse(readFileSync(file, 'utf8')) as { keys: { privateKeyPem: string }[] }).keys[0]!.privateKeyPem;
    expect(verify(null, data, createPublicKey(pem), signature)).toBe(true);
  });

  it('keeps retired keys when it rotates, so old credentials stay verifiable', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'signer-'));
    const first = await localSigner(directory);
    rotateLocalKey(directory);
    const second = await localSigner(directory);
    expect(second.publicKeyMultibase).not.toBe(first.publicKeyMultibase);
    expect((await second.retired()).map((key) => key.publicKeyMultibase)).toEqual([first.publicKeyMultibase]);
    expect(statSync(join(directory, 'credential-signing-keys.json')).mode & 0o777).toBe(0o600);
  });
});
