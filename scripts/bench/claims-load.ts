/**
 * The load of the claims benchmark, run in a child process so that the HTTP clients share neither the
 * server's event loop nor its CPU time (the bench's process.cpuUsage() is then the server's alone):
 * `clients` loops, each posting its claims one after the other over a kept-alive connection. Plain
 * JavaScript (`node -e`), so the child needs no TypeScript loader; the job comes in and the result
 * goes out over the IPC channel.
 */
export type LoadJob = {
  port: number;
  cookie: string;
  /** One list of [member id, body] per client; each client claims only for its own members. */
  work: [string, unknown][][];
  /** Send an Idempotency-Key (a new one per claim), as the web app does. */
  withKey?: boolean;
};

export type LoadResult = { elapsedMs: number; latenciesMs: number[]; statuses: Record<string, number> };

export const LOAD_WORKER_SOURCE = `
const http = require('node:http');
const { randomUUID } = require('node:crypto');
async function run({ port, cookie, work, withKey }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: work.length });
  const post = (path, body) =>
    new Promise((resolve, reject) => {
      const payload = Buffer.from(JSON.stringify(body));
      const req = http.request(
        { host: '127.0.0.1', port, path, method: 'POST', agent,
          headers: { cookie, 'content-type': 'application/json', 'content-length': payload.length,
            ...(withKey ? { 'idempotency-key': randomUUID() } : {}) } },
        (res) => { res.resume(); res.on('end', () => resolve(res.statusCode)); },
      );
      req.on('error', reject);
      req.end(payload);
    });
  const latenciesMs = [];
  const statuses = {};
  const started = performance.now();
  await Promise.all(work.map(async (jobs) => {
    for (const [memberId, body] of jobs) {
      const t0 = performance.now();
      const status = await post('/api/members/' + memberId + '/claims', body);
      latenciesMs.push(performance.now() - t0);
      statuses[status] = (statuses[status] || 0) + 1;
    }
  }));
  const elapsedMs = performance.now() - started;
  agent.destroy();
  return { elapsedMs, latenciesMs, statuses };
}
process.once('message', (job) => {
  run(job).then(
    (result) => process.send(result, () => process.disconnect()),
    (error) => { console.error(error); process.exit(1); },
  );
});
`;
