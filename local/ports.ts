// Ports for the runtime's own servers and the tests' runtimes. A port is bound some time after it
// is chosen (DynamoDB Local's Java starts first; a test runtime binds once its data is ready).
// A port from the OS's ephemeral range can meanwhile become the local end of any outgoing
// connection, so ports are drawn below that range, at random, and checked free. None is one that
// browsers and fetch() refuse.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const LOWEST = 10_000;
const ATTEMPTS = 50;
/**
 * The ports at or above LOWEST that browsers and fetch() refuse to connect to ("bad ports" in the
 * Fetch Standard, https://fetch.spec.whatwg.org/#port-blocking): a runtime there is unreachable.
 */
const BLOCKED_BY_BROWSERS = new Set([10_080]);

/** The first port the OS hands to outgoing connections (Linux says; elsewhere the IANA range). */
export function ephemeralRangeStart(): number {
  try {
    const [start] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    const port = Number.parseInt(start ?? '', 10);
    if (Number.isInteger(port) && port > 0) return port;
  } catch {
    // Not Linux.
  }
  return 49_152;
}

/** A port that is free on 127.0.0.1 right now, outside the ephemeral range where there is room. */
export async function freePort(random: () => number = Math.random): Promise<number> {
  const below = ephemeralRangeStart();
  if (below - LOWEST >= 1_000) {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const port = LOWEST + Math.floor(random() * (below - LOWEST));
      if (!BLOCKED_BY_BROWSERS.has(port) && (await bindsAndCloses(port))) return port;
    }
  }
  return osChosenPort();
}

function bindsAndCloses(port: number): Promise<boolean> {
  return new Promise((answer) => {
    const server = createServer();
    server.unref();
    server.once('error', () => answer(false));
    server.listen(port, '127.0.0.1', () => server.close(() => answer(true)));
  });
}

function osChosenPort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolvePort(address.port);
        else reject(new Error('Could not determine a free port'));
      });
    });
  });
}
