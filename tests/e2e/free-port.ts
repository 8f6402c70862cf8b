import net from 'node:net';

/** A port nothing listens on, from the system; `override` (an environment variable's value) chooses one instead. */
export async function freePort(override?: string): Promise<number> {
  if (override) return Number(override);
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}
