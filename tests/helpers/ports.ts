import net from 'node:net';

/**
 * A TCP port on 127.0.0.1 that nothing listens on now, as the system hands it out. A port picked
 * at random may be one the system has just lent to an outgoing connection (its ephemeral range,
 * 32768–60999 on Linux), and a server then fails to bind it.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
