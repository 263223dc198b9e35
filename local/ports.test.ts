import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ephemeralRangeStart, freePort } from './ports';

describe('freePort', () => {
  it('gives a port that can be bound, below the range the OS hands to outgoing connections', async () => {
    const port = await freePort();
    expect(port).toBeLessThan(ephemeralRangeStart());
    const server = createServer();
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(port, '127.0.0.1', done);
    });
    server.close();
  });

  it('spreads its choices, so that runtimes started side by side do not meet', async () => {
    const ports = new Set(await Promise.all(Array.from({ length: 20 }, () => freePort())));
    expect(ports.size).toBeGreaterThanOrEqual(19);
  });
});
