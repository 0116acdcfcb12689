import type { Device } from '../../shared/api/sales.ts';
import { call } from './http.ts';

/**
 * The register's credential header for `deviceId`, as its host holds it after a manager set it up:
 * the device is set up again (same id and name), which issues a new credential.
 */
export async function deviceCredential(baseUrl: string, managerToken: string, company: string, deviceId: string): Promise<Record<string, string>> {
  const listed = await call<{ devices: Device[] }>(baseUrl, 'GET', '/api/v2/devices', { token: managerToken, company });
  const device = listed.body.devices.find((candidate) => candidate.id === deviceId);
  if (device === undefined) throw new Error(`no device ${deviceId} at ${company}`);
  const setUp = await call<{ device_secret: string }>(baseUrl, 'POST', '/api/v2/devices', { token: managerToken, company, body: { device: { id: device.id, name: device.name } } });
  if (setUp.status !== 200) throw new Error(`set-up again: ${setUp.status}`);
  return { 'x-cnpy-devicesecret': setUp.body.device_secret };
}
