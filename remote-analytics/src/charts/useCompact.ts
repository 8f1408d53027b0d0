import { PHONE_QUERY, useMediaQuery } from '@moneta/shared';

/** True on a phone-sized screen, where the charts draw fewer ticks and move their labels. */
export const useCompact = (): boolean => useMediaQuery(PHONE_QUERY);
