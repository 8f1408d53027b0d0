import type { FailureMessage, Passkey, PasskeyRegistrationInput } from '@moneta/shared';
import { useMutation } from '@moneta/shared/query';
import { createPasskey, passkeyCancelled, securityApi, useSecurityChange } from '@moneta/shared/security';
import { errorMessage, MESSAGES } from '@moneta/shared/ui';
import { App, useAnnounce, useDialog } from '@moneta/shared/ui/dashboard';
import { useAccountT } from '../../../i18n';
import type { WithProof } from './useSecurityActions';

/** The name dialog's code (it brings the form machinery), fetched while the browser makes a new passkey. */
export const loadNameDialog = () => import(/* webpackChunkName: "passkey-name" */ './PasskeyNameDialog');

/** A passkey the browser has just made, which the server adds once it has a name. */
export type NewPasskey = Omit<PasskeyRegistrationInput, 'name'>;

/** What the name dialog names: a new passkey, with the name it suggests, or one to rename. */
export type Naming = { passkey: NewPasskey; suggested: string } | { renamed: Passkey };

/** 'Passkey 3' for a third passkey, or the next number no passkey of the list is named after. */
function suggestedName(passkeys: readonly Passkey[], nameOf: (number: number) => string): string {
  const taken = new Set(passkeys.map((passkey) => passkey.name));
  let number = passkeys.length + 1;
  while (taken.has(nameOf(number))) number += 1;
  return nameOf(number);
}

/**
 * A failure to make the passkey, as the card shows it. The browser refuses to make a second passkey on an
 * authenticator that already holds one of the account's (the server lists them in the options): the same case as
 * the server's refusal.
 */
function additionFailure(error: unknown): FailureMessage {
  if (error instanceof Error && error.name === 'InvalidStateError') return MESSAGES.passkeyAlreadyAdded;
  return errorMessage(error, 'Failed to add the passkey');
}

/**
 * The card's passkey changes: add (the password when the server asks, the browser's dialog, then a name),
 * rename, remove (confirmed, then the password when the server asks). Render the name dialog with `naming`.
 */
export function usePasskeyActions(passkeys: readonly Passkey[], withProof: WithProof) {
  const t = useAccountT();
  const { modal } = App.useApp();
  const announce = useAnnounce();
  const naming = useDialog<Naming>();

  const create = useMutation({
    mutationFn: async (): Promise<NewPasskey> => {
      const ceremony = await withProof(securityApi.passkeyOptions);
      return { ceremony: ceremony.ceremony, credential: await createPasskey(ceremony) };
    },
    onSuccess: (passkey) =>
      naming.show({
        passkey,
        suggested: suggestedName(passkeys, (number) => t('Passkey {{number}}', { number })),
      }),
  });
  const add = useSecurityChange({
    mutationFn: (input: PasskeyRegistrationInput) => securityApi.addPasskey(input),
    onSuccess: () => {
      naming.close();
      announce(t(MESSAGES.passkeyAdded));
    },
  });
  const rename = useSecurityChange({
    mutationFn: ({ id, name }: { id: string; name: string }) => securityApi.renamePasskey(id, { name }),
    onSuccess: () => {
      naming.close();
      announce(t(MESSAGES.passkeyRenamed));
    },
  });
  const remove = useSecurityChange({
    mutationFn: (id: string) => withProof(() => securityApi.removePasskey(id)),
    onSuccess: () => announce(t(MESSAGES.passkeyRemoved)),
  });

  const resetAll = () => {
    create.reset();
    remove.reset();
  };
  // Closing the browser's dialog is no failure: nothing is shown.
  const createFailed = create.error && !passkeyCancelled(create.error);
  let failure: FailureMessage | null = null;
  if (createFailed) failure = additionFailure(create.error);
  else if (remove.error) failure = errorMessage(remove.error, 'Failed to remove the passkey');

  return {
    /** From "Add a passkey" until the browser has made the passkey (the name is asked next). */
    adding: create.isPending,
    /** The id of the passkey being removed. */
    removing: (remove.isPending && remove.variables) || null,
    failure,
    dismissFailure: resetAll,
    /** The id of the passkey just removed, once the server has removed it. */
    removed: (remove.isSuccess && remove.variables) || null,
    naming,
    add: () => {
      resetAll();
      void loadNameDialog();
      create.mutate();
    },
    rename: (passkey: Passkey) => {
      resetAll();
      naming.show({ renamed: passkey });
    },
    /** Saves the name the dialog was given: adds the new passkey, or renames. */
    saveName: (of: Naming, name: string) =>
      'renamed' in of
        ? rename.mutateAsync({ id: of.renamed.id, name })
        : add.mutateAsync({ ...of.passkey, name }),
    // The confirmation closes at once: the password may be asked next, in a dialog of its own.
    remove: (passkey: Passkey) =>
      modal.confirm({
        title: t('Remove this passkey?'),
        content: t(
          'You will no longer be able to sign in with {{name}}. Your device or password manager may keep it until you delete it there.',
          { name: passkey.name },
        ),
        okText: t('Remove'),
        okButtonProps: { danger: true },
        cancelText: t('Cancel'),
        onOk: () => {
          resetAll();
          remove.mutate(passkey.id);
        },
      }),
  };
}
