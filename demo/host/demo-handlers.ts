// The demo's two request handlers over one set of visitors: the reference API (/api/...) and the shop
// page (SHOP_PAGE_PATHS). Used by demo/serve.ts and by the browser test runner.
import { createApiMiddleware, VisitorStore } from '../server/node-middleware.js';
import type { ApiMiddlewareOptions } from '../server/node-middleware.js';
import { createShopPage, SHOP_PAGE_PATHS } from './shop-page.js';
import type { ShopPageOptions } from './shop-page.js';

export { SHOP_PAGE_PATHS };

export type DemoHandlerOptions = Omit<ApiMiddlewareOptions, 'visitors'> & Omit<ShopPageOptions, 'visitors'>;

export function createDemoHandlers(options: DemoHandlerOptions = {}) {
  const visitors = new VisitorStore(options);
  return {
    visitors,
    api: createApiMiddleware({ ...options, visitors }),
    page: createShopPage({ ...options, visitors }),
  };
}
