import type { FastifyPluginAsync } from 'fastify';
import type { ApiVersion, RouteOptions } from '../context.ts';
import { accountRoutes } from './account/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { brandAndStrainRoutes } from './brands-strains/routes.ts';
import { catalogFeedRoutes } from './catalog-feed/routes.ts';
import { deviceRoutes } from './devices/routes.ts';
import { orderRoutes } from './orders/routes.ts';
import { paymentMethodRoutes } from './payment-methods/routes.ts';
import { pushNotificationRoutes } from './push-notifications/routes.ts';
import { shiftRoutes } from './shifts/routes.ts';
import { peopleRoutes } from './people/routes.ts';
import { productRoutes } from './products/routes.ts';
import { inventoryRoutes } from './inventory/routes.ts';
import { customerRoutes } from './customers/routes.ts';
import { productTypeRoutes } from './product-types/routes.ts';
import { placeRoutes } from './places/routes.ts';
import { packageRoutes } from './packages/routes.ts';
import { taxItemRoutes } from './tax-items/routes.ts';
import { registerSettingsRoutes } from './register-settings/routes.ts';
import { stateReportingRoutes } from './state-reporting/routes.ts';
import { ccrsSaleFileRoutes } from './state-reporting/ccrs-routes.ts';
import { backOfficeRoutes } from './back-office/routes.ts';
import { importRoutes } from './import/routes.ts';
import { stockMoveRoutes } from './stock-moves/routes.ts';

export interface Feature {
  name: string;
  /** The versions that serve it; under any other prefix its paths answer 404. */
  versions: readonly ApiVersion[];
  routes: FastifyPluginAsync<RouteOptions>;
}

/** Every resource of the Store API. A new feature is a folder and a line here. */
export const features: readonly Feature[] = [
  { name: 'account', versions: [1, 2], routes: accountRoutes },
  { name: 'brands-strains', versions: [1, 2], routes: brandAndStrainRoutes },
  { name: 'devices', versions: [2], routes: deviceRoutes },
  { name: 'payment-methods', versions: [2], routes: paymentMethodRoutes },
  { name: 'shifts', versions: [2], routes: shiftRoutes },
  { name: 'orders', versions: [2], routes: orderRoutes },
  { name: 'push-notifications', versions: [2], routes: pushNotificationRoutes },
  { name: 'people', versions: [2], routes: peopleRoutes },
  { name: 'products', versions: [1, 2], routes: productRoutes },
  { name: 'inventory', versions: [1, 2], routes: inventoryRoutes },
  { name: 'catalog-feed', versions: [2], routes: catalogFeedRoutes },
  { name: 'customers', versions: [1, 2], routes: customerRoutes },
  { name: 'product-types', versions: [1, 2], routes: productTypeRoutes },
  { name: 'places', versions: [1, 2], routes: placeRoutes },
  { name: 'packages', versions: [2], routes: packageRoutes },
  { name: 'tax-items', versions: [1, 2], routes: taxItemRoutes },
  { name: 'audit', versions: [2], routes: auditRoutes },
  { name: 'register-settings', versions: [2], routes: registerSettingsRoutes },
  { name: 'state-reporting', versions: [2], routes: stateReportingRoutes },
  { name: 'state-reports-ccrs', versions: [2], routes: ccrsSaleFileRoutes },
  { name: 'back-office', versions: [2], routes: backOfficeRoutes },
  { name: 'import', versions: [2], routes: importRoutes },
  { name: 'stock-moves', versions: [2], routes: stockMoveRoutes },
];
