import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { toEnvelope, type HostEvent } from '../shared/bridge.ts';
import { isHostCall, runHostCall } from './core/dispatch.ts';
import type { RegisterHost } from './core/host.ts';
import { CONTENT_SECURITY_POLICY } from './window-options.ts';

/** The custom header every host call must carry: a cross-origin page cannot send it without a preflight, which gets no CORS answer. */
export const HOST_HEADER = 'x-canopy-host';

/** Host errors that mean the call itself was wrong (answered 400, still in the envelope). */
const REQUEST_FAULTS = new Set(['BadArgumentsError', 'ForbiddenPathError', 'PrintJobRefusedError']);

export interface WebHostOptions {
  host: RegisterHost;
  /** The built renderer (dist/renderer). */
  rendererDir: string;
  port: number;
  /** Only loopback: the web host holds a signed-in register. */
  address?: '127.0.0.1' | '::1';
}

export interface RunningWebHost {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Browser mode: the built renderer and the host core over HTTP on loopback.
 * `POST /host/<call>` takes the call's arguments as a JSON array and answers a BridgeEnvelope;
 * `GET /host/events` streams host events as Server-Sent Events. No CORS is ever answered.
 */
export async function startWebHost({ host, rendererDir, port, address = '127.0.0.1' }: WebHostOptions): Promise<RunningWebHost> {
  const app = Fastify({ logger: false, bodyLimit: 5 * 1024 * 1024 });
  const openStreams = new Set<() => void>();

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cross-origin-resource-policy', 'same-origin');
    return payload;
  });

  // Host routes answer only this page: same Host (no DNS rebinding), same origin, and the custom header.
  const refuse = (request: FastifyRequest, reply: FastifyReply, requireHeader: boolean): boolean => {
    const own = [`127.0.0.1:${actualPort()}`, `localhost:${actualPort()}`, `[::1]:${actualPort()}`];
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    const reason =
      !own.includes(request.headers.host ?? '') ? 'wrong host'
        : origin !== undefined && !own.some((hostPort) => origin === `http://${hostPort}`) ? 'cross-origin'
          : site !== undefined && site !== 'same-origin' && site !== 'none' ? 'cross-site'
            : requireHeader && request.headers[HOST_HEADER] !== '1' ? `missing ${HOST_HEADER}`
              : null;
    if (reason === null) return false;
    void reply.status(403).send({ error: `Refused: ${reason}` });
    return true;
  };

  // Preflights get no CORS headers, so browsers refuse every cross-origin call before it is made.
  app.options('/host/*', async (_request, reply) => reply.status(403).send({ error: 'Refused: cross-origin' }));

  app.post<{ Params: { call: string } }>('/host/:call', async (request, reply) => {
    if (refuse(request, reply, true)) return reply;
    const { call } = request.params;
    if (!isHostCall(call)) return reply.status(404).send({ error: `No such call: ${call}` });
    // The same envelope as Electron's IPC; the status only repeats whether the request was at fault.
    const envelope = await toEnvelope(() => runHostCall(host, call, request.body ?? []));
    const status = envelope.ok ? 200 : REQUEST_FAULTS.has(envelope.error.name) ? 400 : 500;
    return reply.status(status).header('cache-control', 'no-store').type('application/json').send(JSON.stringify(envelope.ok ? { ok: true, value: envelope.value ?? null } : envelope));
  });

  app.get('/host/events', (request, reply) => {
    if (refuse(request, reply, false)) return reply;
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive',
      'x-content-type-options': 'nosniff',
    });
    stream.write(': connected\n\n');
    const send = (event: HostEvent): void => {
      stream.write(`data: ${JSON.stringify(event)}\n\n`);
    };
    const unsubscribe = host.onEvent(send);
    // A comment now and then keeps proxies and the browser from closing an idle stream.
    const keepAlive = setInterval(() => stream.write(': keep-alive\n\n'), 15_000);
    const end = (): void => {
      clearInterval(keepAlive);
      unsubscribe();
      openStreams.delete(end);
      stream.end();
    };
    openStreams.add(end);
    request.raw.once('close', end);
    return reply;
  });

  if (existsSync(rendererDir)) {
    await app.register(fastifyStatic, { root: rendererDir, index: 'index.html', wildcard: true });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method === 'GET' && !request.url.startsWith('/host/') && existsSync(join(rendererDir, 'index.html'))) {
      return reply.type('text/html').sendFile('index.html', rendererDir);
    }
    if (!existsSync(rendererDir)) {
      return reply.status(404).type('text/plain').send(`The renderer is not built (${rendererDir}). Run: npx vite build`);
    }
    return reply.status(404).send({ error: 'Not found' });
  });

  await app.listen({ port, host: address });
  const actualPort = (): number => {
    const bound = app.server.address();
    return bound !== null && typeof bound === 'object' ? bound.port : port;
  };
  return {
    url: `http://${address === '::1' ? '[::1]' : address}:${actualPort()}`,
    app,
    async close() {
      for (const end of [...openStreams]) end();
      await app.close();
    },
  };
}
