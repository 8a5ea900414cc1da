/** Where the subscription state's persisted fields are kept (localStorage). */
export const SUBSCRIPTION_STORAGE_KEY = "subscription";
