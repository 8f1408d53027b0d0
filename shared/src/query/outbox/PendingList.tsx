import {
  formatDate,
  formatMoney,
  localeAtom,
  outboxAtom,
  useSharedAtom,
  useT,
  type OutboxWrite,
  type Preferences,
} from '@moneta/shared';
import { formatSignedAmount, formatTransactionDate } from '@moneta/shared/transactions';
import { Button, Card, Flex, Typography } from '@moneta/shared/ui';
import { Tag } from '@moneta/shared/ui/dashboard';
import type { PendingChangesProps } from './PendingChanges';
import { discardOutboxEntry, retryOutboxEntry } from './queue';

type T = ReturnType<typeof useT>;

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
    default:
      return t('Deleted reminder');
  }
}

/** What the write is about, as the screens show it: title, amount, date. */
function details(
  write: OutboxWrite,
  { currency, language }: Pick<Preferences, 'currency' | 'language'>,
): string {
  if (write.action === 'delete') return write.title;
  if (write.domain === 'goals')
    return [write.title, formatMoney(write.body.amount, currency, language)].join(' · ');
  if (write.domain === 'reminders')
    return [write.body.title, formatDate(new Date(write.body.date), language, 'dateTime')].join(' · ');
  const { description, amount, type, date } = write.body;
  const day = formatTransactionDate(date, language);
  return [
    description,
    formatSignedAmount(amount, type, currency, language),
    ...(day.ok ? [day.text] : []),
  ].join(' · ');
}

/** The list behind PendingChanges, loaded when a write first waits. */
export default function PendingList({ domain, onEdit }: PendingChangesProps) {
  const t = useT();
  const locale = useSharedAtom(localeAtom);
  const entries = useSharedAtom(outboxAtom).filter((entry) => entry.write.domain === domain);
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
        {entries.map((entry) => (
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
              <span>
                <Tag color={entry.refusal ? 'error' : 'gold'}>
                  {entry.refusal ? t('Refused') : t('Pending')}
                </Tag>
                <Typography.Text strong>{heading(entry.write, t)}</Typography.Text>
              </span>
              <Typography.Text style={{ overflowWrap: 'anywhere' }}>
                {details(entry.write, locale)}
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
        ))}
      </Flex>
    </Card>
  );
}
