// A port nothing listens on, chosen by the operating system: a fixed or random range of our own
// met the machine's services (MariaDB's 3306 inside 3291-3310 failed a CI run).
import { createServer } from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
