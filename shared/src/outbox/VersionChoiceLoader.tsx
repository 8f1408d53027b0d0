import { lazy, Suspense } from 'react';
import type { VersionChoiceProps } from './VersionChoice';

// A choice shows only after an edit was refused: its code loads then, not with every screen that may need it.
const Choice = lazy(() =>
  import(/* webpackChunkName: "version-choice" */ './VersionChoice').then((module) => ({
    default: module.VersionChoice,
  })),
);

/** ./VersionChoice's VersionChoice, loaded on its first showing. */
export function VersionChoice(props: VersionChoiceProps) {
  return (
    <Suspense fallback={null}>
      <Choice {...props} />
    </Suspense>
  );
}
