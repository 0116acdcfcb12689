import type { Device } from '../../../shared/api/sales.ts';
import type { DeviceRecord } from './repository.ts';

export const presentDevice = (device: DeviceRecord): Device =>
  ({ id: device.id, name: device.name, location_id: device.company_id, created_at: device.created_at });
