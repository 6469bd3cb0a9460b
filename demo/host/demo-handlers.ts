// The demo's request handlers over one set of visitors: the reference API (/api/...), the shop page
// (SHOP_PAGE_PATHS) and the stand-ins of the payment providers' scripts (STAND_IN_PATH). Used by demo/serve.ts and by the browser test runner.
import { createApiMiddleware, VisitorStore } from '../server/node-middleware.js';
import { STAND_IN_PATH } from '../server/payment-stand-ins.js';
import { createStandInScripts } from '../server/stand-in-scripts.js';
import type { ApiMiddlewareOptions } from '../server/node-middleware.js';
import { createShopPage, SHOP_PAGE_PATHS } from './shop-page.js';
import type { ShopPageOptions } from './shop-page.js';

export { SHOP_PAGE_PATHS, STAND_IN_PATH };

export type DemoHandlerOptions = Omit<ApiMiddlewareOptions, 'visitors'> & Omit<ShopPageOptions, 'visitors'>;

export function createDemoHandlers(options: DemoHandlerOptions = {}) {
  const visitors = new VisitorStore(options);
  return {
    visitors,
    api: createApiMiddleware({ ...options, visitors }),
    page: createShopPage({ ...options, visitors }),
    /** The stand-ins of the payment providers' scripts, under STAND_IN_PATH. */
    providers: createStandInScripts({ visitors }),
  };
}
