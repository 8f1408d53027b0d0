import { lazy } from 'react';
import type { Goal } from '@moneta/shared';
import { useAnnounce, type Dialog } from '@moneta/shared/ui/dashboard';
import { useGoalsT } from '../../i18n';
import { DeleteGoalModal } from './DeleteGoalModal';
import type { Funding } from './useGoalsPageState';

// Loaded on first open, not with the page (docs/decisions/0013-first-load-cuts.md): the form brings the date
// picker, dayjs and zod.
const GoalFormModal = lazy(
  () => import(/* webpackChunkName: "goal-form", webpackPrefetch: true */ './GoalFormModal'),
);
const AddFundsModal = lazy(
  () => import(/* webpackChunkName: "goal-add-funds", webpackPrefetch: true */ './AddFundsModal'),
);

interface GoalDialogsProps {
  editor: Dialog<Goal | null>;
  funding: Dialog<Funding>;
  deleting: Dialog<Goal>;
}

/** The goals screen's dialogs: add or edit a goal, add funds, delete; each says what it did once done. */
export function GoalDialogs({ editor, funding, deleting }: GoalDialogsProps) {
  const t = useGoalsT();
  const announce = useAnnounce();
  return (
    <>
      {editor.render((goal, frame) => (
        <GoalFormModal
          {...frame}
          goal={goal}
          onCancel={editor.close}
          onSaved={(outcome) => {
            editor.close();
            announce(outcome === 'created' ? t('Goal created successfully') : t('Goal updated successfully'));
          }}
        />
      ))}
      {funding.render(({ goal, draft }, frame) => (
        <AddFundsModal
          {...frame}
          goal={goal}
          draft={draft}
          onCancel={funding.close}
          onAdded={(queued) => {
            funding.close();
            announce(t('Funds added successfully'), queued);
          }}
        />
      ))}
      {deleting.render((goal, frame) => (
        <DeleteGoalModal
          {...frame}
          goal={goal}
          onCancel={deleting.close}
          onDeleted={() => {
            deleting.close();
            announce(t('Goal deleted successfully'));
          }}
        />
      ))}
    </>
  );
}
