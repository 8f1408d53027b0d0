import { useDeferredReady } from '@moneta/shared';
import { PendingChanges } from '@moneta/shared/outbox';
import { Button, ErrorAlert, ReloadOutlined } from '@moneta/shared/ui';
import { PlusOutlined, ScreenFrame } from '@moneta/shared/ui/dashboard';
import { AccountDialogs } from './AccountDialogs';
import { AccountSections } from './AccountSections';
import { useAccountsT } from './i18n';
import { useAccountsPageState } from './useAccountsPageState';

/** /dashboard/accounts. */
export default function AccountsPage() {
  const t = useAccountsT();
  const page = useAccountsPageState();
  const { list, loadError, actionError } = page;
  // The accounts mount in a render that yields (useDeferredReady); until then the loading state stays.
  const listShown = useDeferredReady(list !== null);

  return (
    <>
      <ScreenFrame
        title={t('Accounts')}
        description={t('Where your money is kept, and what each account holds')}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => page.editor.show({ account: null })}
          >
            {t('Add account')}
          </Button>
        }
        notices={
          <>
            <ErrorAlert
              message={loadError?.message ?? null}
              values={loadError?.values}
              onClose={page.dismissLoadError}
              action={
                list === null ? (
                  <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={page.retry}>
                    {t('Retry')}
                  </Button>
                ) : undefined
              }
            />
            <ErrorAlert
              message={actionError?.message ?? null}
              values={actionError?.values}
              onClose={page.dismissActionError}
            />
            <PendingChanges domain="moneyAccounts" onEdit={page.correct} />
          </>
        }
        loading={page.loading || (list !== null && !listShown)}
        loadingText={t('Loading accounts...')}
      >
        {list && listShown ? (
          <AccountSections list={list} reopeningId={page.reopeningId} onAction={page.act} />
        ) : null}
      </ScreenFrame>
      <AccountDialogs editor={page.editor} reconciling={page.reconciling} closing={page.closing} />
    </>
  );
}
