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

  it('never gives a port that browsers and fetch refuse to connect to (10080)', async () => {
    // The draw that would land on 10080 first, then anywhere else.
    const draws = [(10_080 - 10_000) / (ephemeralRangeStart() - 10_000), 0.5];
    const port = await freePort(() => draws.shift() ?? Math.random());
    expect(port).not.toBe(10_080);
  });

  it('spreads its choices, so that runtimes started side by side do not meet', async () => {
    const ports = new Set(await Promise.all(Array.from({ length: 20 }, () => freePort())));
    expect(ports.size).toBeGreaterThanOrEqual(19);
  });
});
