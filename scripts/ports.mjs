// Finds out, before anything starts, whether the ports the system needs are free, and says how to choose others.
import { createServer } from 'node:net';

function isFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/**
 * @param {{ port: number, what: string, variable: string }[]} needed
 * @returns {Promise<string[]>} one line per taken port (empty when all are free)
 */
export async function takenPorts(needed) {
  const lines = [];
  for (const { port, what, variable } of needed) {
    if (!(await isFree(port))) {
      lines.push(
        `Port ${port} (${what}) is already in use, perhaps by another \`npm start\`. ` +
          `Stop it, or choose another port: ${variable}=${port + 1} npm start`,
      );
    }
  }
  return lines;
}
