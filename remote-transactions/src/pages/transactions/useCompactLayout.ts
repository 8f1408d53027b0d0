import { PHONE_QUERY, useMediaQuery } from '@moneta/shared';

/** True on a phone-sized screen, where the list switches to its compact layout. */
export const useCompactLayout = (): boolean => useMediaQuery(PHONE_QUERY);
