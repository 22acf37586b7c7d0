import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** Credentials s3rver accepts. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type RunningS3rver = { endpoint: string; stop(): Promise<void> };

// s3rver encrypts ListObjectsV2 continuation tokens with DES, which OpenSSL 3 only offers through
// its legacy provider; so s3rver runs in a Node.js process of its own with that provider loaded,
// and the test process stays as it is.
const SERVER_SCRIPT = `
const S3rver = require(process.argv[1]);
new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.argv[2] })
  .run()
  .then(({ port }) => console.log(JSON.stringify({ port })), (error) => { console.error(error); process.exit(1); });
`;

/** An S3-compatible server on 127.0.0.1 (a free port), keeping its data in a temporary folder. */
export async function startS3rver(): Promise<RunningS3rver> {
  const directory = mkdtempSync(path.join(tmpdir(), 'portal-s3rver-'));
  const entry = createRequire(import.meta.url).resolve('s3rver');
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '-e', SERVER_SCRIPT, entry, directory],
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
    return { endpoint: `http://127.0.0.1:${port}`, stop };
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
