import type { PlaceV1, PlaceV2 } from '../../../shared/api/catalog.ts';
import type { PlaceV1Row, PlaceV2Row } from './repository.ts';

export const presentPlaceV1 = (r: PlaceV1Row): PlaceV1 => ({
  id: r.number, uuid: r.uuid, name: r.name, inventory_status: r.inventory_status, description: r.description,
  deleted_at: r.deleted_at, is_deleted: r.deleted_at !== null, location_id: r.location_number, account_id: r.account_number,
  created_at: r.created_at, updated_at: r.updated_at,
});

export const presentPlaceV2 = (r: PlaceV2Row): PlaceV2 => ({
  id: r.id, name: r.name, description: r.description, inventory_status: r.inventory_status, products_count: Number(r.products_count ?? 0),
});
