import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { FailureMessage, Language, Passkey } from '@moneta/shared';
import { PASSKEYS_MAX } from '@moneta/shared';
import { passkeysSupported } from '@moneta/shared/security';
import { Button, ErrorAlert, Flex, Typography } from '@moneta/shared/ui';
import { PlusOutlined, Tag } from '@moneta/shared/ui/dashboard';
import { Divider } from '@moneta/shared/ui/display';
import { formatDateTime } from '../../../format';
import { useAccountT } from '../../../i18n';

/** Whether this browser can make passkeys; null until it has said. */
function usePasskeysSupported(): boolean | null {
  const [supported, setSupported] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    passkeysSupported().then(
      (answer) => {
        if (current) setSupported(answer);
      },
      // The check's code did not load (offline): the button stays, and says so if it is used.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return supported;
}

interface PasskeyItemProps {
  passkey: Passkey;
  language: Language;
  divided: boolean;
  removing: boolean;
  disabled: boolean;
  onRename: () => void;
  onRemove: () => void;
}

function PasskeyItem({
  passkey,
  language,
  divided,
  removing,
  disabled,
  onRename,
  onRemove,
}: PasskeyItemProps) {
  const t = useAccountT();
  const { name, createdAt, lastUsedAt, backedUp } = passkey;
  return (
    <li>
      {divided && <Divider style={{ margin: '12px 0' }} />}
      {/* The buttons wrap under the text on a phone. */}
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Flex vertical style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Flex gap="small" align="center" wrap>
            <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Typography.Text>
            {backedUp && <Tag>{t('Synced')}</Tag>}
          </Flex>
          <Typography.Text type="secondary">
            {t('Added {{date}}', { date: formatDateTime(createdAt, language) })}
          </Typography.Text>
          <Typography.Text type="secondary">
            {lastUsedAt
              ? t('Last used {{date}}', { date: formatDateTime(lastUsedAt, language) })
              : t('Never used')}
          </Typography.Text>
        </Flex>
        <Flex gap="small" wrap>
          <Button disabled={disabled} aria-label={t('Rename {{name}}', { name })} onClick={onRename}>
            {t('Rename')}
          </Button>
          <Button
            danger
            loading={removing}
            disabled={disabled && !removing}
            aria-label={t('Remove {{name}}', { name })}
            onClick={onRemove}
          >
            {t('Remove')}
          </Button>
        </Flex>
      </Flex>
    </li>
  );
}

interface PasskeysProps {
  passkeys: Passkey[];
  language: Language;
  /** A change under way: its button spins, the others wait. */
  adding: boolean;
  /** The id of the passkey being removed. */
  removing: string | null;
  failure: FailureMessage | null;
  onDismissFailure: () => void;
  /** The passkey just removed: once it has left the list, the focus goes to the section's heading. */
  removed: string | null;
  /** "Add a passkey", which gets the focus back when the name dialog closes. */
  addButton: RefObject<HTMLButtonElement | null>;
  onAdd: () => void;
  onRename: (passkey: Passkey) => void;
  onRemove: (passkey: Passkey) => void;
}

/** The account's passkeys (name, dates, whether synced) with rename and remove, and "Add a passkey". */
export function Passkeys({
  passkeys,
  language,
  adding,
  removing,
  failure,
  onDismissFailure,
  removed,
  addButton,
  onAdd,
  onRename,
  onRemove,
}: PasskeysProps) {
  const t = useAccountT();
  const headingId = useId();
  const reasonId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const supported = usePasskeysSupported();
  const busy = adding || removing !== null;
  // The removed passkey's buttons, which had the focus, are gone with it.
  const focusedAfter = useRef<string | null>(null);
  useEffect(() => {
    if (!removed || focusedAfter.current === removed) return;
    if (passkeys.some((passkey) => passkey.id === removed)) return;
    focusedAfter.current = removed;
    heading.current?.focus();
  }, [removed, passkeys]);

  let unavailable: string | null = null;
  if (supported === false) unavailable = t('This browser cannot use passkeys.');
  else if (passkeys.length >= PASSKEYS_MAX) {
    unavailable = t('You have {{max}} passkeys, the most allowed. Remove one to add another.', {
      max: PASSKEYS_MAX,
    });
  }

  return (
    <Flex component="section" vertical gap="small" align="flex-start" aria-labelledby={headingId}>
      <Typography.Title
        ref={heading}
        level={4}
        id={headingId}
        tabIndex={-1}
        style={{ margin: 0, fontSize: 15 }}
      >
        {t('Passkeys')}
      </Typography.Title>
      <div style={{ alignSelf: 'stretch' }}>
        <ErrorAlert message={failure} onClose={onDismissFailure} />
      </div>
      {passkeys.length === 0 ? (
        <Typography.Text type="secondary">
          {t('Sign in without a password, with your fingerprint, face or screen lock.')}
        </Typography.Text>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, alignSelf: 'stretch' }}>
          {passkeys.map((passkey, index) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              language={language}
              divided={index > 0}
              removing={removing === passkey.id}
              disabled={busy}
              onRename={() => onRename(passkey)}
              onRemove={() => onRemove(passkey)}
            />
          ))}
        </ul>
      )}
      <Flex gap="small" align="center" wrap>
        <Button
          ref={addButton}
          icon={<PlusOutlined aria-hidden />}
          loading={adding}
          disabled={unavailable !== null || removing !== null}
          aria-describedby={unavailable ? reasonId : undefined}
          onClick={onAdd}
        >
          {t('Add a passkey')}
        </Button>
        {unavailable && (
          <Typography.Text type="secondary" id={reasonId}>
            {unavailable}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
