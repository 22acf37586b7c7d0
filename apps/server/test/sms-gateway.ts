import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in gateway does with the next requests. */
export type GatewayMode =
  /** Takes the message and answers as Semaphore does: a JSON array with message_id and status. */
  | 'ok'
  /** 500 Internal Server Error. */
  | 'error'
  /** Never answers (the client's timeout ends the call). */
  | 'silent'
  /** Closes the connection without an answer (the gateway is down). */
  | 'down'
  /** Semaphore refusing the number: a validation object instead of the array. */
  | 'refuse';

export type GatewayRequest = {
  /** The form fields (Semaphore) or the JSON body's fields (webhook), as strings. */
  fields: Record<string, string>;
  headers: IncomingMessage['headers'];
  raw: string;
  /** Whether this request was answered as taken (mode 'ok'). */
  accepted: boolean;
};

/**
 * A real node:http server standing in for Semaphore's messages API (POST
 * /api/v4/messages with form fields apikey, number, message, sendername) or for a webhook gateway
 * (a JSON body). Tests switch `mode`, read `requests` and `accepted()`.
 */
export class StandInGateway {
  mode: GatewayMode = 'ok';
  /** Modes for the next requests, used before `mode` (e.g. ['error', 'error'] then ok). */
  readonly queue: GatewayMode[] = [];
  /** Milliseconds to wait before answering (so concurrent senders overlap). */
  delayMs = 0;
  /** While set, each request is recorded and then held until it resolves (a kill mid-send). */
  hold: Promise<void> | null = null;
  readonly requests: GatewayRequest[] = [];
  private nextId = 1000;
  private server: Server | null = null;
  private readonly silent = new Set<ServerResponse>();
  port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}/api/v4/messages`;
  }

  async start(port = 0): Promise<void> {
    const server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    for (const res of this.silent) res.destroy();
    this.silent.clear();
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Requests answered as taken. */
  accepted(): GatewayRequest[] {
    return this.requests.filter((r) => r.accepted);
  }

  reset(): void {
    this.mode = 'ok';
    this.queue.length = 0;
    this.delayMs = 0;
    this.hold = null;
    this.requests.length = 0;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const fields = String(req.headers['content-type']).startsWith('application/json')
      ? Object.fromEntries(
          Object.entries(JSON.parse(raw) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
        )
      : Object.fromEntries(new URLSearchParams(raw));
    const mode = this.queue.shift() ?? this.mode;
    const request: GatewayRequest = { fields, headers: req.headers, raw, accepted: mode === 'ok' };
    this.requests.push(request);
    if (this.hold) await this.hold;
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    switch (mode) {
      case 'ok': {
        const id = this.nextId++;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify([
            {
              message_id: id,
              user_id: 1,
              account_id: 1,
              recipient: fields.number ?? fields.to,
              message: fields.message,
              sender_name: fields.sendername ?? 'SEMAPHORE',
              network: 'Globe',
              status: 'Pending',
              type: 'Single',
              source: 'Api',
            },
          ]),
        );
        return;
      }
      case 'error':
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end('Internal Server Error');
        return;
      case 'refuse':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ number: ['The number format is invalid.'] }));
        return;
      case 'down':
        req.socket.destroy();
        return;
      case 'silent':
        this.silent.add(res);
        return;
    }
  }
}
