import { notAvailable, type Figure } from './report.ts';

export interface RegisterBenchOptions {
  quick: boolean;
  log: (line: string) => void;
}

/** The register figures (Chromium against browser mode). */
export function benchRegister(_options: RegisterBenchOptions): Promise<Figure[]> {
  const reason = 'register screens and browser-mode host not committed yet';
  return Promise.resolve([
    notAvailable({ part: 'register', where: 'chromium', name: 'search as you type p95', unit: 'ms', reason }),
  ]);
}
