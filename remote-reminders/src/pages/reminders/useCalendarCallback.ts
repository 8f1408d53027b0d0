import { useEffect, useState } from 'react';
import { CALENDAR_CONNECTED_PARAM } from '@moneta/shared/reminders';
import { useSearchParams } from '@moneta/shared/router';

/**
 * The calendar service's callback comes back here with the outcome. It is said once: the parameter leaves the
 * address, so a reload does not say it again. `failed`: the connection did not go through.
 */
export function useCalendarCallback() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [connected] = useState(() => searchParams.get(CALENDAR_CONNECTED_PARAM));
  const [noticeShown, setNoticeShown] = useState(connected === 'true');
  useEffect(() => {
    if (!searchParams.has(CALENDAR_CONNECTED_PARAM)) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete(CALENDAR_CONNECTED_PARAM);
    setSearchParams(rest, { replace: true });
  }, [searchParams, setSearchParams]);
  return { failed: connected === 'false', noticeShown, dismissNotice: () => setNoticeShown(false) };
}
