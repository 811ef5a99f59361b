import net from 'node:net';

/**
 * `count` distinct TCP ports on 127.0.0.1 that nothing listens on now, as the system hands them
 * out (all held until the last is found, so no two are the same). A port picked at random, or
 * fixed, may be one the system has just lent to an outgoing connection (its ephemeral range,
 * 32768–60999 on Linux) or one a server left running by an interrupted run still holds, and a
 * server then fails to bind it.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers: net.Server[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const server = net.createServer();
      servers.push(server);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', resolve);
      });
    }
    return servers.map((server) => (server.address() as net.AddressInfo).port);
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

/** One TCP port on 127.0.0.1 that nothing listens on now (see `freePorts`). */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port!;
}
