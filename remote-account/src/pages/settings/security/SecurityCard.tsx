import { lazy, useId, useRef } from 'react';
import { localeAtom, useSharedAtom } from '@moneta/shared';
import { useSecurityOverview } from '@moneta/shared/security';
import { Button, Card, ErrorAlert, errorMessage, Flex, Skeleton, Typography } from '@moneta/shared/ui';
import { useFreshProof } from '../../../components/FreshProof';
import { useAccountT } from '../../../i18n';
import { Passkeys } from './Passkeys';
import { RecoveryCodesDialog } from './RecoveryCodesDialog';
import { SecurityEvents } from './SecurityEvents';
import { SignInMethods } from './SignInMethods';
import { loadNameDialog, usePasskeyActions } from './usePasskeyActions';
import { loadSetupDialog, useSecurityActions } from './useSecurityActions';

const TwoFactorSetupDialog = lazy(loadSetupDialog);
const PasskeyNameDialog = lazy(loadNameDialog);

/**
 * Sign-in and security: the sign-in methods with their last use, two-factor's setup, the passkeys, the security
 * events.
 */
export function SecurityCard() {
  const t = useAccountT();
  const titleId = useId();
  const { language } = useSharedAtom(localeAtom);
  const overview = useSecurityOverview();
  const proof = useFreshProof();
  const actions = useSecurityActions(proof.withProof);
  const passkeys = usePasskeyActions(overview.data?.passkeys ?? [], proof.withProof);
  // The dialogs open once the server has answered, often while the password's dialog is still closing: antd
  // would give the focus back to that one's button, gone by then. They give it to the button that opened them.
  const appButton = useRef<HTMLButtonElement>(null);
  const codesButton = useRef<HTMLButtonElement>(null);
  const addPasskeyButton = useRef<HTMLButtonElement>(null);

  let body = null;
  if (overview.data) {
    body = (
      <>
        <SignInMethods
          overview={overview.data}
          language={language}
          pending={actions.pending}
          buttons={{ app: appButton, codes: codesButton }}
          onAction={(action) => actions[action]()}
        />
        <Passkeys
          passkeys={overview.data.passkeys}
          language={language}
          adding={passkeys.adding}
          removing={passkeys.removing}
          failure={passkeys.failure}
          onDismissFailure={passkeys.dismissFailure}
          removed={passkeys.removed}
          addButton={addPasskeyButton}
          onAdd={passkeys.add}
          onRename={passkeys.rename}
          onRemove={passkeys.remove}
        />
        <SecurityEvents events={overview.data.events} language={language} />
      </>
    );
  } else if (overview.isLoading) {
    body = <Skeleton active paragraph={{ rows: 4 }} />;
  }

  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      title={
        <Typography.Title level={3} id={titleId} style={{ margin: 0, fontSize: 16 }}>
          {t('Sign-in and security')}
        </Typography.Title>
      }
    >
      {proof.dialog}
      {actions.setupDialog.render((setup, frame) => (
        <TwoFactorSetupDialog
          setup={setup}
          open={frame.open}
          afterClose={() => {
            frame.afterClose();
            appButton.current?.focus();
          }}
          onClose={actions.setupDialog.close}
        />
      ))}
      {actions.codesDialog.render((codes, frame) => (
        <RecoveryCodesDialog
          codes={codes}
          open={frame.open}
          afterClose={() => {
            frame.afterClose();
            codesButton.current?.focus();
          }}
          onDone={actions.codesDialog.close}
        />
      ))}
      {passkeys.naming.render((of, frame) => (
        <PasskeyNameDialog
          of={of}
          open={frame.open}
          afterClose={() => {
            frame.afterClose();
            // A renaming opens from its own button, which antd gives the focus back to.
            if ('passkey' in of) addPasskeyButton.current?.focus();
          }}
          onSave={(name) => passkeys.saveName(of, name)}
          onClose={passkeys.naming.close}
        />
      ))}
      <Flex vertical gap="large" aria-busy={overview.isFetching}>
        <ErrorAlert
          message={
            overview.error ? errorMessage(overview.error, 'Failed to load your sign-in security') : null
          }
          action={
            <Button size="small" loading={overview.isFetching} onClick={() => void overview.refetch()}>
              {t('Retry')}
            </Button>
          }
        />
        {actions.failure && (
          <ErrorAlert
            message={errorMessage(actions.failure.error, actions.failure.fallback)}
            onClose={actions.dismissFailure}
          />
        )}
        {body}
      </Flex>
    </Card>
  );
}
