import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** Credentials s3rver accepts. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type RunningS3rver = {
  endpoint: string;
  port: number;
  /** Where its objects are kept. */
  directory: string;
  /** Stops it and removes its folder. */
  stop(): Promise<void>;
  /** Stops it and keeps its folder: `startS3rver({ port, directory })` starts it again (an outage). */
  halt(): Promise<void>;
};

// s3rver encrypts ListObjectsV2 continuation tokens with DES, which OpenSSL 3 only offers through
// its legacy provider; so s3rver runs in a Node.js process of its own with that provider loaded,
// and the test process stays as it is.
const SERVER_SCRIPT = `
const S3rver = require(process.argv[1]);
new S3rver({ address: '127.0.0.1', port: Number(process.argv[3] || 0), silent: true, directory: process.argv[2] })
  .run()
  .then(({ port }) => console.log(JSON.stringify({ port })), (error) => { console.error(error); process.exit(1); });
`;

/**
 * An S3-compatible server on 127.0.0.1 (a free port), keeping its data in a temporary folder; or,
 * after `halt()`, the same one again on its port and folder.
 */
export async function startS3rver(again?: { port: number; directory: string }): Promise<RunningS3rver> {
  const directory = again?.directory ?? mkdtempSync(path.join(tmpdir(), 'portal-s3rver-'));
  const entry = createRequire(import.meta.url).resolve('s3rver');
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '-e', SERVER_SCRIPT, entry, directory, String(again?.port ?? 0)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const stop = async () => {
    await stopProcess(child);
    rmSync(directory, { recursive: true, force: true });
  };
  try {
    const port = await firstLinePort(child);
    return { endpoint: `http://127.0.0.1:${port}`, port, directory, stop, halt: () => stopProcess(child) };
  } catch (error) {
    await stop();
    throw error;
  }
}

function firstLinePort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const timer = setTimeout(() => reject(new Error('s3rver did not start within 20 s')), 20_000);
    child.once('exit', (code) => reject(new Error(`s3rver exited with code ${code}`)));
    lines.once('line', (line) => {
      clearTimeout(timer);
      lines.close();
      resolve((JSON.parse(line) as { port: number }).port);
    });
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
