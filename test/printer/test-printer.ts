import { createServer, type Server, type Socket } from 'node:net';
import { decodeEscPos, type DecodedJob } from './escpos-decoder.ts';

/** One job as the test printer took it: its bytes, decoded, and when it arrived among the others. */
export interface ReceivedJob extends DecodedJob {
  bytes: Uint8Array;
  /** 1 for the first job this printer took, then one more each time (order, not time). */
  order: number;
}

/**
 * A network receipt printer for tests: it listens on 127.0.0.1 like an Epson on port 9100 (a free
 * port here), takes each connection's bytes as one job, and decodes them. It can be switched off and
 * on again at the same port, as a printer at the counter is.
 */
export class TestPrinter {
  readonly jobs: ReceivedJob[] = [];
  private server: Server | null = null;
  private sockets = new Set<Socket>();
  private waiters: Array<{ count: number; resolve: () => void }> = [];
  port = 0;

  async switchOn(): Promise<this> {
    const server = createServer((socket) => {
      this.sockets.add(socket);
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        this.sockets.delete(socket);
        const bytes = new Uint8Array(Buffer.concat(chunks));
        if (bytes.length === 0) return;
        this.jobs.push({ ...decodeEscPos(bytes), bytes, order: this.jobs.length + 1 });
        this.waiters = this.waiters.filter((waiter) => {
          if (this.jobs.length < waiter.count) return true;
          waiter.resolve();
          return false;
        });
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('the test printer has no port');
    this.port = address.port;
    this.server = server;
    return this;
  }

  /** Off: the port refuses connections until switched on again. */
  async switchOff(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server !== null) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Resolves once `count` jobs in all have arrived. */
  waitForJobs(count: number): Promise<void> {
    if (this.jobs.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ count, resolve }));
  }
}
