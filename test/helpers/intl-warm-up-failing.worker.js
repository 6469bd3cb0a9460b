// A worker whose script fails as it starts (test/cart/first-paint/warm-up-on-load.test.ts), as the Intl warm-up's
// would where it cannot run: the page gets the worker's error event.
throw new Error('the warm-up worker cannot run here');
