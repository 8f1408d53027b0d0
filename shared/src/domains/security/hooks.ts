// The sign-in security's hooks for the screens.
import { changeOf, useQuery } from '@moneta/shared/query';
import { securityApi } from './api';
import { SECURITY_CHANGES, securityKeys } from './keys';

/** The sign-in methods with their last use, and the newest security events. */
export const useSecurityOverview = () =>
  useQuery({ queryKey: securityKeys.all, queryFn: securityApi.overview });

/** A change of a sign-in method. */
export const useSecurityChange = changeOf(SECURITY_CHANGES);
