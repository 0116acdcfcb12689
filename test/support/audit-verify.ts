import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import type { TestStoreApi } from './store-api.ts';

const run = promisify(execFile);

/** The script's database arguments for a test server's database. */
export const databaseArgs = (api: TestStoreApi): string[] => ('url' in api.location ? ['--database-url', api.location.url] : ['--data', api.location.dataDir]);

/** npm run audit:verify on the test server's database: its exit status and what it printed. */
export async function auditVerifyScript(api: TestStoreApi, company: string, more: readonly string[] = []): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await run('node_modules/.bin/tsx', ['scripts/audit-verify.ts', ...databaseArgs(api), '--company', company, ...more]);
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout, err: failed.stderr };
  }
}

/**
 * The script run with its output closed before it writes (`npm run audit:verify | head -0`): the
 * pipe's reading end is destroyed at once, so every write the script makes meets a closed pipe.
 */
export function auditVerifyWithOutputClosed(api: TestStoreApi, company: string): Promise<{ code: number | null; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/tsx', ['scripts/audit-verify.ts', ...databaseArgs(api), '--company', company], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy();
    let err = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => { err += chunk; });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, err }));
  });
}
