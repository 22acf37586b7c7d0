/**
 * nginx (the Debian package) in front of several servers, run as the current user from a
 * temporary prefix: its own config, pid file, logs and temporary folders, listening on 127.0.0.1.
 * No test-runner imports here.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));

export type RunningNginx = { url: string; stop(): Promise<void>; errorLog(): string };

/**
 * The proxy of the README's deployment section, with test paths: round robin over `upstreams`,
 * the client address in X-Forwarded-For (the servers run with TRUST_PROXY=1), and a request that
 * could not reach a server tried on the next one; nginx does that for idempotent methods only,
 * POSTs are retried by the client with the same Idempotency-Key.
 */
export function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  const asRoot = process.getuid?.() === 0;
  return `
${asRoot ? `user ${userInfo().username};` : ''}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 10m;

  upstream portal {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
    }
  }
}
`;
}

/** Starts nginx on 127.0.0.1:`port` in front of the servers on `upstreams`; resolves once it answers. */
export async function startNginx(port: number, upstreams: number[]): Promise<RunningNginx> {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install nginx)');
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-nginx-'));
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, port, upstreams));
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errorLog = () => {
    try {
      return readFileSync(path.join(dir, 'error.log'), 'utf8') + stderr;
    } catch {
      return stderr;
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await gone;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = errorLog();
      await stop();
      throw new Error(`nginx exited: ${log}`);
    }
    try {
      await fetch(`${url}/api/health`);
      return { url, stop, errorLog };
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`nginx did not answer within 10 s: ${errorLog()}`);
      }
      await sleep(50);
    }
  }
}
