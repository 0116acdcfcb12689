import { tokenHeader } from './store-api.ts';

export interface CallOptions {
  token?: string;
  authorization?: string;
  company?: string;
  device?: string;
  body?: unknown;
  /** A raw body sent as is (for malformed JSON tests). */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** One HTTP call to the Store API under test, returning status, parsed JSON body and headers. */
export async function call<T = Record<string, unknown>>(baseUrl: string, method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers['authorization'] = tokenHeader(options.token);
  if (options.authorization !== undefined) headers['authorization'] = options.authorization;
  if (options.company !== undefined) headers['x-cnpy-companyid'] = options.company;
  if (options.device !== undefined) headers['x-cnpy-deviceid'] = options.device;
  let body: string | undefined;
  if (options.rawBody !== undefined) {
    body = options.rawBody;
    headers['content-type'] ??= 'application/json';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? null : JSON.parse(text)) as T, headers: response.headers };
}
