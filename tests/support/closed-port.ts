import { createServer, type AddressInfo } from 'node:net';

/** A loopback port nothing listens on, found by opening and closing one (fetch refuses "bad ports" such as 9 before connecting). */
export async function findClosedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((r) => probe.close(() => r()));
  return port;
}
