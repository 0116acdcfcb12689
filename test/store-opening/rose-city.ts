import type { StoreOpening } from '../../server/features/store-opening/open-store.ts';

/** A store opening in Portland, Oregon, as a test gives it to store:init. */
export const ROSE_CITY: StoreOpening = {
  account: 'Rose City Cannabis', location: 'Rose City — Alberta', state: 'OR', timeZone: 'America/Los_Angeles',
  licence: '050-1001', medicalLicence: null, address: '1 NE Alberta St', city: 'Portland', zip: '97211',
  managerEmail: 'Ana@rose.example', managerFirstName: 'Ana', managerLastName: 'Reyes', password: 'correct-horse-1',
};
