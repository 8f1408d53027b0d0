// The auth domain, with the session refresh and the password reset: its API calls, query keys, hooks and what a
// change of the profile makes stale. The session's refresh and the sign-in and sign-out actions are the main
// entry's (../../state/actions.ts), which every page loads.
export { fetchProfile, updateProfile } from './actions';
export { authApi, authEndpoints, resetApi, resetEndpoints } from '@moneta/shared';
export { useProfile, useProfileChange } from './hooks';
export { PROFILE_CHANGES, profileKeys } from './keys';
