// A local stand-in for the two AWS KMS calls the credential signer makes (GetPublicKey, Sign) on an
// ECC_NIST_EDWARDS25519 key, speaking KMS's JSON 1.1 protocol so the real @aws-sdk/client-kms talks
// to it. Faithful where the signer depends on it: Sign accepts only ED25519_SHA_512 with
// MessageType RAW (pure Ed25519) or ED25519_PH_SHA_512 with DIGEST, messages up to 4,096 bytes, and
// a known key id; anything else is the error KMS answers.
import { createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface KmsStandIn {
  readonly endpoint: string;
  readonly keyId: string;
  /** Every Sign request's algorithm and message type, in order. */
  readonly signRequests: { algorithm: string; messageType: string }[];
  close(): Promise<void>;
}

export async function startKmsStandIn(options: { keySpec?: string } = {}): Promise<KmsStandIn> {
  const keyId = 'arn:aws:kms:eu-west-1:111122223333:key/0000aaaa-1111-2222-3333-444455556666';
  const { privateKey } = generateKeyPairSync('ed25519');
  const signRequests: { algorithm: string; messageType: string }[] = [];
  const keySpec = options.keySpec ?? 'ECC_NIST_EDWARDS25519';

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const fail = (status: number, type: string, message: string) => {
        res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
        res.end(JSON.stringify({ __type: type, message }));
      };
      const target = String(req.headers['x-amz-target'] ?? '');
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, string>;
      if (body.KeyId !== keyId) return fail(400, 'NotFoundException', `Key '${body.KeyId}' does not exist`);
      const answer = (value: unknown) => {
        res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
        res.end(JSON.stringify(value));
      };
      if (target === 'TrentService.GetPublicKey') {
        const der = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
        return answer({ KeyId: keyId, KeySpec: keySpec, KeyUsage: 'SIGN_VERIFY', PublicKey: der.toString('base64'), SigningAlgorithms: ['ED25519_SHA_512', 'ED25519_PH_SHA_512'] });
      }
      if (target === 'TrentService.Sign') {
        const algorithm = body.SigningAlgorithm ?? '';
        const messageType = body.MessageType ?? 'RAW';
        signRequests.push({ algorithm, messageType });
        const message = Buffer.from(body.Message ?? '', 'base64');
        if (message.length === 0 || message.length > 4096) return fail(400, 'ValidationException', 'Message must be 1 to 4096 bytes');
        if (algorithm === 'ED25519_SHA_512' && messageType !== 'RAW') return fail(400, 'ValidationException', 'ED25519_SHA_512 requires MessageType RAW');
        if (algorithm !== 'ED25519_SHA_512') return fail(400, 'InvalidKeyUsageException', `${algorithm} is not supported by this stand-in for ${keySpec}`);
        return answer({ KeyId: keyId, Signature: sign(null, message, privateKey as KeyObject).toString('base64'), SigningAlgorithm: algorithm });
      }
      fail(400, 'UnknownOperationException', target);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    keyId,
    signRequests,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
