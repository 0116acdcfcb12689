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
 * on again at the same port, as a printer at the counter is. Given `msPerJob`, it takes that long
 * over each job before closing its side (the moment the host counts the job as taken), as a real
 * printer does over a long receipt.
 */
export class TestPrinter {
  readonly jobs: ReceivedJob[] = [];
  private server: Server | null = null;
  private sockets = new Set<Socket>();
  private waiters: Array<{ count: number; resolve: () => void }> = [];
  private arrivalWaiters: Array<{ count: number; resolve: () => void }> = [];
  /** Jobs whose bytes have all arrived, printed or still printing. */
  arrivals = 0;
  port = 0;

  constructor(private readonly msPerJob = 0) {}

  async switchOn(): Promise<this> {
    // Half-open: the sender's end of input is not our close; we close once the job is printed.
    const server = createServer({ allowHalfOpen: true }, (socket) => {
      this.sockets.add(socket);
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('end', () => {
        this.arrivals += 1;
        this.arrivalWaiters = this.arrivalWaiters.filter((waiter) => {
          if (this.arrivals < waiter.count) return true;
          waiter.resolve();
          return false;
        });
        if (this.msPerJob === 0) socket.end();
        else setTimeout(() => socket.end(), this.msPerJob);
      });
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

  /** Resolves once `count` jobs in all have come in whole (the last may still be printing). */
  waitForArrivals(count: number): Promise<void> {
    if (this.arrivals >= count) return Promise.resolve();
    return new Promise((resolve) => this.arrivalWaiters.push({ count, resolve }));
  }

  /** Resolves once `count` jobs in all are printed. */
  waitForJobs(count: number): Promise<void> {
    if (this.jobs.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ count, resolve }));
  }
}
