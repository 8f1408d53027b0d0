// The auth and settings domains, one facade: the account screens show both, and the sign-in screens are light.
export * from './auth';
export * from './settings';
