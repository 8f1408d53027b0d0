// The sign-in security domain, a facade of its own (the Settings screen and the sign-in's second step): its API
// calls, query keys, hooks, and the two-factor rules the screens show.
export { loginWithCode, loginWithPasskey } from './actions';
export { securityApi } from './api';
export { securityEndpoints } from './endpoints';
export { useSecurityChange, useSecurityOverview } from './hooks';
export { SECURITY_CHANGES, securityKeys } from './keys';
export * from '../../contract/twoFactor';
export {
  cancelPasskeyRequest,
  createPasskey,
  getPasskey,
  passkeyAutofillSupported,
  passkeyCancelled,
  passkeysSupported,
} from './passkeyCeremonies';
