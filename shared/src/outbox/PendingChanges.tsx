import { lazy, Suspense } from 'react';
import { outboxAtom, useSharedAtom } from '@moneta/shared';
import type { PendingChangesProps } from './PendingList';
import { ofScreen } from './screenDomains';

// Most visits have nothing waiting: the list and its controls load with the first write kept for later.
const PendingList = lazy(() => import(/* webpackChunkName: "pending-changes" */ './PendingList'));

/**
 * The screen's writes that the server has not received yet: waiting for the connection, or refused
 * with the server's reason, to be edited, sent again or discarded. Nothing when there are none.
 */
export function PendingChanges(props: PendingChangesProps) {
  const waiting = useSharedAtom(outboxAtom).some((entry) => ofScreen(props.domain, entry));
  return waiting ? (
    <Suspense fallback={null}>
      <PendingList {...props} />
    </Suspense>
  ) : null;
}
