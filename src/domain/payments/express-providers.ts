/** The providers behind the express buttons: one script and one configuration each. */
export const EXPRESS_PROVIDERS = ['stripe', 'paypal', 'amazonPay'] as const;
export type ExpressProvider = (typeof EXPRESS_PROVIDERS)[number];
