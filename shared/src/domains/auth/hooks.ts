// The account's hooks for the screens: the profile, and the change hook that makes stale what a change of it
// does.
import { changeOf, useQuery } from '@moneta/shared/query';
import { fetchProfile } from './actions';
import { PROFILE_CHANGES, profileKeys } from './keys';

/** The profile as the server has it, applied to the app as it comes. */
export const useProfile = () => useQuery({ queryKey: profileKeys.all, queryFn: fetchProfile });

/** A change of the profile. */
export const useProfileChange = changeOf(PROFILE_CHANGES);
