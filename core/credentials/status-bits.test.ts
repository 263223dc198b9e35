import { gunzipSync } from 'node:zlib';
import { BitstringStatusList } from '@digitalbazaar/vc-bitstring-status-list';
import { describe, expect, it } from 'vitest';
import { encodeList, isRevokedBit, STATUS_LIST_LENGTH, withRevokedBits } from './status-list-service';

describe('status list bits', () => {
  it('sets the bits an independent Bitstring Status List decoder reads as revoked, and no others', async () => {
    const bits = withRevokedBits(new Uint8Array(STATUS_LIST_LENGTH / 8), [0, 7, 8, 94_567, STATUS_LIST_LENGTH - 1]);
    const decoded = await BitstringStatusList.decode({ encodedList: encodeList(bits) });
    for (const index of [0, 7, 8, 94_567, STATUS_LIST_LENGTH - 1]) expect(decoded.getStatus(index), `index ${index}`).toBe(true);
    for (const index of [1, 6, 9, 94_566, 94_568, STATUS_LIST_LENGTH - 2]) expect(decoded.getStatus(index), `index ${index}`).toBe(false);
    expect(isRevokedBit(bits, 94_567)).toBe(true);
    expect(isRevokedBit(bits, 94_566)).toBe(false);
  });

  it('encodes 131,072 entries (16 KiB) as GZIP in multibase base64url', () => {
    const encoded = encodeList(new Uint8Array(STATUS_LIST_LENGTH / 8));
    expect(encoded[0]).toBe('u');
    expect(encoded).toMatch(/^u[A-Za-z0-9_-]+$/);
    expect(gunzipSync(Buffer.from(encoded.slice(1), 'base64url')).length).toBe(16 * 1024);
  });

  it('never clears a bit that was set', () => {
    const once = withRevokedBits(new Uint8Array(16), [3]);
    const twice = withRevokedBits(once, [100]);
    expect(isRevokedBit(twice, 3)).toBe(true);
    expect(isRevokedBit(twice, 100)).toBe(true);
  });
});
