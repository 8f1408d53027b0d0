import { createStore } from 'jotai';

/**
 * The one jotai store of the suite. @moneta/shared is a federation singleton, so every remote reads the same
 * store, and the axios interceptors read the access token from it outside React.
 */
export const store = createStore();
