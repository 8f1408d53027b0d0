import type { TwoFactorSetup } from '@moneta/shared';
import { useMutation } from '@moneta/shared/query';
import { securityApi, useSecurityChange } from '@moneta/shared/security';
import { MESSAGES } from '@moneta/shared/ui';
import { App, useAnnounce, useDialog } from '@moneta/shared/ui/dashboard';
import type { useFreshProof } from '../../../components/FreshProof';
import { useAccountT } from '../../../i18n';
import type { FallbackMessage } from '@moneta/shared';

/** Runs a call, asking for the password first when the server wants a fresh proof (the card's useFreshProof). */
export type WithProof = ReturnType<typeof useFreshProof>['withProof'];

/** The lazily loaded setup dialog's code, fetched as soon as a setup starts, while the server makes the secret. */
export const loadSetupDialog = () =>
  import(/* webpackChunkName: "two-factor-setup" */ './TwoFactorSetupDialog');

export type SecurityAction = 'setUp' | 'turnOff' | 'newCodes';

/**
 * The card's two-factor changes: set up, turn off (confirmed), new recovery codes (confirmed). Each needs the
 * password again when the server asks for it (a fresh proof).
 */
export function useSecurityActions(withProof: WithProof) {
  const t = useAccountT();
  const { modal } = App.useApp();
  const announce = useAnnounce();
  const setupDialog = useDialog<TwoFactorSetup>();
  const codesDialog = useDialog<string[]>();
  // A new secret changes nothing the overview shows: two-factor is on only once a code of it is confirmed.
  const setUp = useMutation({
    mutationFn: () => withProof(securityApi.setupTwoFactor),
    onSuccess: (setup) => setupDialog.show(setup),
  });
  const turnOff = useSecurityChange({
    mutationFn: () => withProof(securityApi.disableTwoFactor),
    onSuccess: () => announce(t(MESSAGES.twoFactorDisabled)),
  });
  const newCodes = useSecurityChange({
    mutationFn: () => withProof(securityApi.newRecoveryCodes),
    onSuccess: ({ codes }) => {
      codesDialog.show(codes);
      announce(t(MESSAGES.recoveryCodesCreated));
    },
  });

  const mutations = { setUp, turnOff, newCodes };
  const resetAll = () => {
    for (const mutation of Object.values(mutations)) mutation.reset();
  };
  const run = (action: SecurityAction) => {
    resetAll();
    mutations[action].mutate();
  };
  const fallbacks: Record<SecurityAction, FallbackMessage> = {
    setUp: 'Failed to start the setup',
    turnOff: 'Failed to turn off two-factor authentication',
    newCodes: 'Failed to create new recovery codes',
  };
  const actions = Object.keys(mutations) as SecurityAction[];
  const failed = actions.find((action) => mutations[action].error);

  return {
    pending: actions.find((action) => mutations[action].isPending) ?? null,
    failure: failed ? { error: mutations[failed].error, fallback: fallbacks[failed] } : null,
    dismissFailure: resetAll,
    setUp: () => {
      void loadSetupDialog();
      run('setUp');
    },
    // Each confirmation closes at once: the password may be asked next, in a dialog of its own.
    turnOff: () =>
      modal.confirm({
        title: t('Turn off two-factor authentication?'),
        content: t('Signing in will then only need your password.'),
        okText: t('Turn off'),
        okButtonProps: { danger: true },
        cancelText: t('Cancel'),
        onOk: () => run('turnOff'),
      }),
    newCodes: () =>
      modal.confirm({
        title: t('Create new recovery codes?'),
        content: t('Your current codes will stop working.'),
        okText: t('Create new codes'),
        cancelText: t('Cancel'),
        onOk: () => run('newCodes'),
      }),
    setupDialog,
    codesDialog,
  };
}
