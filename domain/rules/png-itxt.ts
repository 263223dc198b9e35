// Baking an Open Badges 3.0 credential into a PNG: an iTXt chunk with keyword
// `openbadgecredential`, uncompressed, holding the credential JSON, placed before IEND (Open
// Badges 3.0, "Baking": PNG). Reading takes the first such chunk. Pure bytes in and out, so the
// server bakes and the browser reads with the same code.
export const BADGE_KEYWORD = 'openbadgecredential';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

let crcTable: Uint32Array | undefined;

/** CRC-32 (ISO 3309, the polynomial PNG uses) over `bytes`. */
export function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const isPng = (png: Uint8Array): boolean => png.length >= 8 && SIGNATURE.every((byte, i) => png[i] === byte);
const readUint32 = (bytes: Uint8Array, at: number): number => ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
const ascii = (bytes: Uint8Array): string => String.fromCharCode(...bytes);

function uint32(value: number): Uint8Array {
  return new Uint8Array([(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

interface Chunk {
  readonly type: string;
  readonly start: number;
  readonly data: Uint8Array;
}

function* chunks(png: Uint8Array): Generator<Chunk> {
  let at = 8;
  while (at + 12 <= png.length) {
    const length = readUint32(png, at);
    const type = ascii(png.subarray(at + 4, at + 8));
    if (at + 12 + length > png.length) return;
    yield { type, start: at, data: png.subarray(at + 8, at + 8 + length) };
    at += 12 + length;
  }
}

/** The iTXt chunk (keyword, no compression, empty language tag and translated keyword, UTF-8 text). */
export function itxtChunk(keyword: string, text: string): Uint8Array {
  const encoder = new TextEncoder();
  const data = concat([encoder.encode(keyword), new Uint8Array([0, 0, 0, 0, 0]), encoder.encode(text)]);
  const typeAndData = concat([encoder.encode('iTXt'), data]);
  return concat([uint32(data.length), typeAndData, uint32(crc32(typeAndData))]);
}

/** The PNG with the credential baked in (any credential baked before is replaced). */
export function bakeCredential(png: Uint8Array, credentialJson: string): Uint8Array {
  if (!isPng(png)) throw new TypeError('Not a PNG image');
  const parts: Uint8Array[] = [png.subarray(0, 8)];
  for (const chunk of chunks(png)) {
    const whole = png.subarray(chunk.start, chunk.start + 12 + chunk.data.length);
    if (chunk.type === 'iTXt' && keywordOf(chunk.data) === BADGE_KEYWORD) continue;
    if (chunk.type === 'IEND') parts.push(itxtChunk(BADGE_KEYWORD, credentialJson));
    parts.push(whole);
  }
  return concat(parts);
}

function keywordOf(data: Uint8Array): string {
  const end = data.indexOf(0);
  return end < 0 ? '' : ascii(data.subarray(0, end));
}

/** The credential text baked into a PNG, or null when there is none (or it is not a PNG). */
export function readBakedCredential(png: Uint8Array): string | null {
  if (!isPng(png)) return null;
  for (const chunk of chunks(png)) {
    if (chunk.type !== 'iTXt' || keywordOf(chunk.data) !== BADGE_KEYWORD) continue;
    const data = chunk.data;
    let at = BADGE_KEYWORD.length + 1;
    const compressed = data[at];
    at += 2; // compression flag and method
    const languageEnd = data.indexOf(0, at);
    if (languageEnd < 0) return null;
    const translatedEnd = data.indexOf(0, languageEnd + 1);
    if (translatedEnd < 0 || compressed !== 0) return null;
    return new TextDecoder().decode(data.subarray(translatedEnd + 1));
  }
  return null;
}
