/**
 * For tests and benches of every package (each service may import only contracts from the
 * others): a TCP port on 127.0.0.1 that was free a moment ago.
 */
import net from 'node:net';

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}
