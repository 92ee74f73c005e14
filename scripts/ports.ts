/**
 * The ports `npm start` (start.ts) needs: each a valid port number, no two the same, and each
 * free, or it refuses to start, naming the port and the setting that changes it.
 */
import net from 'node:net';
import { fail } from './supervisor.ts';

export interface PortSetting {
  port: number;
  setting: string;
  what: string;
}

/** Stops with a message when a setting is not a port number or two settings share a port. */
export function checkPortSettings(ports: PortSetting[]): void {
  for (const p of ports) {
    if (!Number.isInteger(p.port) || p.port < 1 || p.port > 65535) fail(`${p.setting}=${p.port} is not a port number (1-65535).`);
  }
  for (const [i, a] of ports.entries()) {
    const b = ports.slice(i + 1).find((x) => x.port === a.port);
    if (b)
      fail(`${a.setting} and ${b.setting} are both ${a.port}: give ${b.what} another port, e.g. ${b.setting}=${b.port + 10} npm start`);
  }
}

function portFree(p: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(p, () => probe.close(() => resolve(true)));
  });
}

/** Stops with a message when a port is taken, perhaps by another npm start. */
export async function checkPorts(ports: PortSetting[]): Promise<void> {
  for (const p of ports) {
    if (!(await portFree(p.port))) {
      fail(
        `Port ${p.port} (${p.setting}, ${p.what}) is already in use, perhaps by another npm start. ` +
          `Stop what listens there, or choose another port: ${p.setting}=${p.port + 10} npm start`,
      );
    }
  }
}
