// Every call of the reference API, gathered from the handler files.
import { cartCheckoutRoutes } from './handlers/cart-checkout.js';
import { cartDiscountRoutes } from './handlers/cart-discounts.js';
import { cartItemRoutes } from './handlers/cart-items.js';
import { demoOrderRoutes } from './handlers/demo-order.js';
import { catalogueRoutes } from './handlers/catalogue.js';
import { eventRoutes } from './handlers/events.js';
import { orderRoutes } from './handlers/order.js';
import { paymentRoutes } from './handlers/payments.js';
import { testRoutes } from './handlers/test-endpoints.js';
import { wishlistRoutes } from './handlers/wishlist.js';
import type { Route } from './router.js';

export const ROUTES: Route[] = [
  ...cartItemRoutes,
  ...cartDiscountRoutes,
  ...cartCheckoutRoutes,
  ...catalogueRoutes,
  ...paymentRoutes,
  ...orderRoutes,
  ...wishlistRoutes,
  ...eventRoutes,
  ...testRoutes,
  ...demoOrderRoutes,
];
