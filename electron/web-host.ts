import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { parseCookie, stringifySetCookie } from 'cookie';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { toEnvelope, type HostEvent } from '../shared/bridge.ts';
import { isHostCall, runHostCall } from './core/dispatch.ts';
import type { RegisterHost } from './core/host.ts';
import { CONTENT_SECURITY_POLICY } from './window-options.ts';

/** The custom header every host call must carry: a cross-origin page cannot send it without a preflight, which gets no CORS answer. */
export const HOST_HEADER = 'x-canopy-host';

/** The cookie that carries this launch's secret; only the page opened with the launch address has it. */
export const LAUNCH_COOKIE = 'canopy-launch';
/** The query parameter of the launch address that hands the page the secret. */
export const LAUNCH_PARAMETER = 'launch';

/** A new secret for one run of the web host (256 bits, URL-safe). */
export const newLaunchSecret = (): string => randomBytes(32).toString('base64url');

/** The variable a launcher that opens the browser itself (the end-to-end tests) sets to choose the secret. */
export const LAUNCH_SECRET_VARIABLE = 'CANOPY_REGISTER_LAUNCH_SECRET';

/** This launch's secret: the launcher's, or a new one. */
export const launchSecretFrom = (env: NodeJS.ProcessEnv): string => env[LAUNCH_SECRET_VARIABLE] ?? newLaunchSecret();

/** Host errors that mean the call itself was wrong (answered 400, still in the envelope). */
const REQUEST_FAULTS = new Set(['BadArgumentsError', 'ForbiddenPathError', 'PrintJobRefusedError']);

export interface WebHostOptions {
  host: RegisterHost;
  /** The built renderer (dist/renderer). */
  rendererDir: string;
  port: number;
  /** Only loopback: the web host holds a signed-in register. */
  address?: '127.0.0.1' | '::1';
  /**
   * This launch's secret: every /host/ call and the events stream must carry it as the
   * `canopy-launch` cookie, which only the launch address (`/?launch=SECRET`) sets. Same-origin
   * checks stop other sites; this stops other programs on this computer, which can send any header.
   */
  launchSecret: string;
}

export interface RunningWebHost {
  url: string;
  /** The address to open the register at: it sets the launch cookie, then goes to `url`. */
  launchUrl: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Browser mode: the built renderer and the host core over HTTP on loopback.
 * `POST /host/<call>` takes the call's arguments as a JSON array and answers a BridgeEnvelope;
 * `GET /host/events` streams host events as Server-Sent Events. No CORS is ever answered.
 */
export async function startWebHost({ host, rendererDir, port, address = '127.0.0.1', launchSecret }: WebHostOptions): Promise<RunningWebHost> {
  if (launchSecret.length < 32) throw new RangeError('The launch secret must be at least 32 characters');
  const secret = Buffer.from(launchSecret, 'utf8');
  const isLaunchSecret = (candidate: string | undefined): boolean => {
    if (candidate === undefined) return false;
    const given = Buffer.from(candidate, 'utf8');
    return given.length === secret.length && timingSafeEqual(given, secret);
  };
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
              : !isLaunchSecret(parseCookie(request.headers.cookie ?? '')[LAUNCH_COOKIE]) ? 'not opened from this launch\'s address'
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

  // The launch address: the secret becomes an HttpOnly, SameSite=Strict cookie (no script reads it,
  // no other site's request carries it) and leaves the address bar at once.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/host/')) return;
    const given = new URL(request.url, 'http://register.invalid').searchParams.get(LAUNCH_PARAMETER);
    if (given === null) return;
    if (!isLaunchSecret(given)) return reply.status(403).send({ error: 'Refused: not this launch\'s address' });
    const cookie = stringifySetCookie({ name: LAUNCH_COOKIE, value: launchSecret, httpOnly: true, sameSite: 'strict', path: '/host' });
    return reply.status(303).header('set-cookie', cookie).header('cache-control', 'no-store').header('location', '/').send();
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
  const url = `http://${address === '::1' ? '[::1]' : address}:${actualPort()}`;
  return {
    url,
    launchUrl: `${url}/?${LAUNCH_PARAMETER}=${launchSecret}`,
    app,
    async close() {
      for (const end of [...openStreams]) end();
      await app.close();
    },
  };
}
