import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { attachment, type Download, sendStream } from '../src/http/download.ts';

const MIB = 1024 * 1024;

describe('sendStream', () => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  /** A tiny app whose GET /file sends what `download` gives. */
  async function appSending(download: () => Download): Promise<FastifyInstance> {
    const app = Fastify({ logger: false });
    app.get('/file', async (_request, reply) => sendStream(reply, download()));
    apps.push(app);
    await app.ready();
    return app;
  }

  it('sends the body with its type, length and caching, and no Content-Disposition without a name', async () => {
    const bytes = randomBytes(1000);
    const app = await appSending(() => ({
      stream: Readable.from([bytes]),
      contentType: 'image/png',
      size: bytes.length,
      cacheControl: 'private, max-age=300',
    }));
    const res = await app.inject({ method: 'GET', url: '/file' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe('1000');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.rawPayload).toEqual(bytes);
  });

  it('leaves Content-Length out when the size is not known', async () => {
    const app = await appSending(() => ({
      stream: Readable.from([Buffer.from('a,b\n')]),
      contentType: 'text/csv',
    }));
    const res = await app.inject({ method: 'GET', url: '/file' });
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.body).toBe('a,b\n');
  });

  it('offers a download under a unicode name, with an ASCII stand-in', async () => {
    const name = `Résumé – Dela Cruz's "QR" (100%) 👩‍⚕️.pdf`;
    const app = await appSending(() => ({
      stream: Readable.from([Buffer.from('%PDF-1.7')]),
      contentType: 'application/pdf',
      filename: name,
    }));
    const res = await app.inject({ method: 'GET', url: '/file' });
    const header = res.headers['content-disposition'] as string;
    expect(header).toBe(
      `attachment; filename="Resume _ Dela Cruz's _QR_ (100_) ___.pdf"; ` +
        `filename*=UTF-8''R%C3%A9sum%C3%A9%20%E2%80%93%20Dela%20Cruz%27s%20%22QR%22%20%28100%25%29%20` +
        `%F0%9F%91%A9%E2%80%8D%E2%9A%95%EF%B8%8F.pdf`,
    );
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe(name);
  });

  it('keeps line breaks and lone surrogates out of the header', () => {
    const header = attachment('a\r\nSet-Cookie: x=1\uD800.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="a__Set-Cookie: x=1_.pdf"; filename*=UTF-8''a%0D%0ASet-Cookie%3A%20x%3D1%EF%BF%BD.pdf`,
    );
    expect(attachment('日本語')).toBe(
      `attachment; filename="___"; filename*=UTF-8''%E6%97%A5%E6%9C%AC%E8%AA%9E`,
    );
    expect(attachment('   ')).toMatch(/^attachment; filename="download"; /);
  });

  it('streams 10 MiB through unchanged', async () => {
    const source = generated(10 * MIB);
    const app = await appSending(() => ({
      stream: source.stream,
      contentType: 'application/octet-stream',
      size: 10 * MIB,
      filename: 'export.bin',
    }));
    const res = await app.inject({ method: 'GET', url: '/file' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(10 * MIB));
    expect(res.rawPayload.length).toBe(10 * MIB);
    expect(createHash('sha256').update(res.rawPayload).digest('hex')).toBe(source.sha256());
  });

  it('closes the source when the client disconnects midway', async () => {
    const source = generated(1024 * MIB);
    const app = await appSending(() => ({ stream: source.stream, contentType: 'application/octet-stream' }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const request = http.get({ host: '127.0.0.1', port, path: '/file' });
    const [response] = (await once(request, 'response')) as [http.IncomingMessage];
    await once(response, 'data');
    request.destroy();
    await within(5000, once(source.stream, 'close'));
    expect(source.stream.destroyed).toBe(true);
    expect(source.produced()).toBeLessThan(1024 * MIB);
  });

  it('closes the source of a HEAD reply without reading it through', async () => {
    const source = generated(1024 * MIB);
    const app = await appSending(() => ({
      stream: source.stream,
      contentType: 'application/octet-stream',
      size: 1024 * MIB,
    }));
    const res = await app.inject({ method: 'HEAD', url: '/file' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(0);
    await within(5000, once(source.stream, 'close'));
    expect(source.produced()).toBeLessThan(1024 * MIB);
  });

  it('turns a source failing before the first byte into an error reply that is not saved or cached', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('file vanished (test)'));
      },
    });
    const app = await appSending(() => ({
      stream: failing,
      contentType: 'application/pdf',
      size: 1234,
      filename: 'report.pdf',
      cacheControl: 'private, max-age=300',
    }));
    const res = await app.inject({ method: 'GET', url: '/file' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.headers['cache-control']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

/** `size` random bytes in 64 KiB chunks, made only as they are read; `produced()` counts them. */
function generated(size: number) {
  const hash = createHash('sha256');
  let produced = 0;
  async function* chunks() {
    while (produced < size) {
      const chunk = randomBytes(Math.min(64 * 1024, size - produced));
      hash.update(chunk);
      produced += chunk.length;
      yield chunk;
    }
  }
  return { stream: Readable.from(chunks()), sha256: () => hash.digest('hex'), produced: () => produced };
}

async function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
