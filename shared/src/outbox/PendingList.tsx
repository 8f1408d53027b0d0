import {
  formatDate,
  formatMoney,
  localeAtom,
  outboxAtom,
  useSharedAtom,
  useT,
  type OutboxEntry,
  type OutboxWrite,
  type Preferences,
} from '@moneta/shared';
import { useMoneyAccounts } from '../domains/moneyAccounts/hooks';
// The editor's own modules, not its facade: that facade's forms use this query layer, which must not need them.
import { formatSignedAmount, formatTransactionDate } from '../transactions/format';
import { TransactionVersion } from '../transactions/TransactionVersion';
import { Button, Card, Flex, Typography } from '@moneta/shared/ui';
import { Tag } from '@moneta/shared/ui/dashboard';
import { discardOutboxEntry, keepMine, retryOutboxEntry } from '@moneta/shared/query';
import { ofScreen, type ScreenDomains } from './screenDomains';
import { VersionChoice } from './VersionChoice';
import { VersionLines } from './VersionLines';

type T = ReturnType<typeof useT>;

export interface PendingChangesProps {
  domain: ScreenDomains;
  /** Opens the screen's form on a refused write; without it, a refused write can be sent again or discarded. */
  onEdit?: (entry: OutboxEntry) => void;
}

function heading(write: OutboxWrite, t: T): string {
  switch (`${write.domain}.${write.action}` as const) {
    case 'transactions.create':
      return t('New transaction');
    case 'transactions.update':
      return t('Edited transaction');
    case 'transactions.delete':
      return t('Deleted transaction');
    case 'goals.contribute':
      return t('Funds added');
    case 'reminders.create':
      return t('New reminder');
    case 'reminders.update':
      return t('Edited reminder');
    case 'moneyAccounts.create':
      return t('New account');
    case 'moneyAccounts.update':
      return t('Edited account');
    case 'moneyAccounts.close':
      return t('Closed account');
    case 'moneyAccounts.reopen':
      return t('Reopened account');
    case 'transfers.create':
      return t('New transfer');
    case 'transfers.update':
      return t('Edited transfer');
    case 'transfers.delete':
      return t('Deleted transfer');
    case 'rules.create':
      return t('New rule');
    case 'rules.update':
      return t('Edited rule');
    case 'rules.delete':
      return t('Deleted rule');
    case 'categories.create':
      return t('New category');
    case 'categories.update':
      return t('Edited category');
    default:
      return t('Deleted reminder');
  }
}

type TransferWrite = Extract<OutboxWrite, { domain: 'transfers' }>;

/**
 * What a transfer is about: where the money moves, by the accounts' names as the list has them now (its title
 * while they are not known), then its amount and date.
 */
function TransferDetails({ write }: { write: TransferWrite }) {
  const t = useT();
  const { currency, language } = useSharedAtom(localeAtom);
  const accounts = useMoneyAccounts().data?.accounts;
  const nameOf = (id: string) => accounts?.find((account) => account._id === id)?.name;
  const { fromAccountId, toAccountId } = write.action === 'delete' ? write : write.body;
  const [from, to] = [nameOf(fromAccountId), nameOf(toAccountId)];
  const title = write.action === 'delete' ? write.title : write.body.description;
  const route = from !== undefined && to !== undefined ? t('From {{from}} to {{to}}', { from, to }) : title;
  if (write.action === 'delete') return route;
  const day = formatTransactionDate(write.body.date, language);
  return [route, formatMoney(write.body.amount, currency, language), ...(day.ok ? [day.text] : [])]
    .filter(Boolean)
    .join(' · ');
}

/** What the write is about, as the screens show it: title, amount, date. */
function details(
  write: Exclude<OutboxWrite, TransferWrite>,
  { currency, language }: Pick<Preferences, 'currency' | 'language'>,
): string {
  if (write.domain === 'goals')
    return [write.title, formatMoney(write.body.amount, currency, language)].join(' · ');
  // A delete, an account's close or reopen: what the record was called.
  if ('title' in write) return write.title;
  if (write.domain === 'reminders')
    return [write.body.title, formatDate(new Date(write.body.date), language, 'dateTime')].join(' · ');
  if (write.domain === 'moneyAccounts')
    return [write.body.name, formatMoney(write.body.openingBalance ?? 0, currency, language)].join(' · ');
  if (write.domain === 'rules') return write.body.text;
  // As sent: this catalogue does not translate the defaults' names, which an edit keeps in English.
  if (write.domain === 'categories') return write.body.name;
  const { description, amount, type, date } = write.body;
  const day = formatTransactionDate(date, language);
  return [
    description,
    formatSignedAmount(amount, type, currency, language),
    ...(day.ok ? [day.text] : []),
  ].join(' · ');
}

/** A reminder's lines, as both sides of a choice between versions show them. */
function reminderLines(
  { title, date, description }: { title: string; date: string; description?: string },
  language: Preferences['language'],
): string[] {
  return [title, formatDate(new Date(date), language, 'dateTime'), description ?? ''];
}

/** An edit whose record changed elsewhere meanwhile: both versions, and the choice of the one to keep. */
function Conflict({ entry }: { entry: OutboxEntry }) {
  const { language } = useSharedAtom(localeAtom);
  const { write, theirs } = entry;
  if (!theirs || write.action !== 'update') return null;
  const versions =
    write.domain === 'transactions' && 'amount' in theirs
      ? {
          theirs: <TransactionVersion values={theirs} other={write.body} />,
          mine: <TransactionVersion values={write.body} other={theirs} />,
        }
      : write.domain === 'reminders' && 'title' in theirs
        ? {
            theirs: (
              <VersionLines
                lines={reminderLines(theirs, language)}
                other={reminderLines(write.body, language)}
              />
            ),
            mine: (
              <VersionLines
                lines={reminderLines(write.body, language)}
                other={reminderLines(theirs, language)}
              />
            ),
          }
        : null;
  if (!versions) return null;
  return (
    <VersionChoice
      record={write.domain === 'transactions' ? 'transaction' : 'reminder'}
      {...versions}
      onKeepTheirs={() => void discardOutboxEntry(entry.key)}
      onKeepMine={() => void keepMine(entry.key)}
    />
  );
}

/** The list behind PendingChanges, loaded when a write first waits. */
export default function PendingList({ domain, onEdit }: PendingChangesProps) {
  const t = useT();
  const locale = useSharedAtom(localeAtom);
  const entries = useSharedAtom(outboxAtom).filter((entry) => ofScreen(domain, entry));
  if (entries.length === 0) return null;
  return (
    <Card
      size="small"
      title={t('Not sent yet ({{count}})', { count: entries.length })}
      aria-label={t('Changes not sent yet')}
    >
      <Flex vertical gap="small">
        <Typography.Text type="secondary">
          {t("Made while offline: they are sent in order once you're back online.")}
        </Typography.Text>
        {entries.map((entry) =>
          entry.theirs ? (
            <Conflict key={entry.key} entry={entry} />
          ) : (
            <Flex
              key={entry.key}
              role="group"
              aria-label={heading(entry.write, t)}
              justify="space-between"
              align="center"
              gap="small"
              wrap
            >
              <Flex vertical style={{ minWidth: 0, flex: '1 1 240px' }}>
                <Flex gap={8} align="center" wrap>
                  <Tag color={entry.refusal ? 'error' : 'gold'} style={{ marginInlineEnd: 0 }}>
                    {entry.refusal ? t('Refused') : t('Pending')}
                  </Tag>
                  <Typography.Text strong>{heading(entry.write, t)}</Typography.Text>
                </Flex>
                <Typography.Text style={{ overflowWrap: 'anywhere' }}>
                  {entry.write.domain === 'transfers' ? (
                    <TransferDetails write={entry.write} />
                  ) : (
                    details(entry.write, locale)
                  )}
                </Typography.Text>
                {entry.refusal ? <Typography.Text type="danger">{t(entry.refusal)}</Typography.Text> : null}
              </Flex>
              <Flex gap="small" wrap>
                {entry.refusal && onEdit && ['create', 'contribute'].includes(entry.write.action) ? (
                  <Button size="small" onClick={() => onEdit(entry)}>
                    {t('Edit')}
                  </Button>
                ) : null}
                {entry.refusal ? (
                  <Button size="small" onClick={() => void retryOutboxEntry(entry.key)}>
                    {t('Send again')}
                  </Button>
                ) : null}
                <Button size="small" danger onClick={() => void discardOutboxEntry(entry.key)}>
                  {t('Discard')}
                </Button>
              </Flex>
            </Flex>
          ),
        )}
      </Flex>
    </Card>
  );
}
