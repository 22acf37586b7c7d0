/**
 * The claims benchmark's 'raw node:http' anchor: claims-bare-server.ts (node:http + node-postgres
 * sending the app's claim statements, no framework) started in a process of its own through tsx, so
 * that its CPU time, read over IPC, is its own. claims.ts drives it with the app's load.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('./claims-bare-server.ts', import.meta.url));

export type BareServer = {
  port: number;
  /** Milliseconds of CPU (user + system) the server's process has spent so far. */
  cpuMs(): Promise<number>;
  close(): Promise<void>;
};

const reply = <T>(child: ChildProcess, message: string) =>
  new Promise<T>((resolve) => {
    child.once('message', (answer) => resolve(answer as T));
    child.send(message);
  });

/** The bare server on `url`'s database, verifying session cookies signed with `secret`. */
export async function startBareServer(url: string, secret: string): Promise<BareServer> {
  const child = fork(SERVER, {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: url, AUTH_SECRET: secret },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { port } = await new Promise<{ port: number }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { port: number }));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the bare claim server exited with ${code}`)));
  });
  return {
    port,
    async cpuMs() {
      const { cpu } = await reply<{ cpu: NodeJS.CpuUsage }>(child, 'cpu');
      return (cpu.user + cpu.system) / 1000;
    },
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('stop');
      await exited;
    },
  };
}
