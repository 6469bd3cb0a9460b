// Every call of the reference API, gathered from the handler files.
import { cartItemRoutes } from './handlers/cart-items.js';
import { testRoutes } from './handlers/test-endpoints.js';
import type { Route } from './router.js';

export const ROUTES: Route[] = [...cartItemRoutes, ...testRoutes];
