import { useEffect, useRef } from 'react';
import { Button, Flex, Typography } from '@moneta/shared/ui';
import { DownloadOutlined, theme } from '@moneta/shared/ui/dashboard';
import { useAccountT } from '../../../i18n';
import { downloadRecoveryCodes } from './recoveryCodesFile';
import { useCopy } from './useCopy';

interface RecoveryCodesProps {
  codes: readonly string[];
  /**
   * Moves the focus to the codes' text when they replace what an open dialog showed: its button that had the
   * focus is gone. A dialog that opens with them focuses itself, and gives the focus back when it closes.
   */
  focusOnShow?: boolean;
}

/** The recovery codes, shown once (after two-factor is turned on, or new ones are made): save or copy them. */
export function RecoveryCodes({ codes, focusOnShow = false }: RecoveryCodesProps) {
  const t = useAccountT();
  const { token } = theme.useToken();
  const copy = useCopy();
  const intro = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusOnShow) intro.current?.focus();
  }, [focusOnShow]);

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph ref={intro} tabIndex={-1} style={{ margin: 0 }}>
        {t('Save these codes somewhere safe. Each works once, if you lose your phone.')}
      </Typography.Paragraph>
      <ul
        aria-label={t('Recovery codes')}
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, max-content)',
          gap: '8px 32px',
          margin: 0,
          padding: 0,
          listStyle: 'none',
          fontFamily: token.fontFamilyCode,
          fontSize: token.fontSizeLG,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Flex gap="small" wrap>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          onClick={() => downloadRecoveryCodes(t('Moneta recovery codes. Each works once.'), codes)}
        >
          {t('Download')}
        </Button>
        <Button onClick={() => void copy(codes.join('\n'))}>{t('Copy')}</Button>
      </Flex>
    </Flex>
  );
}
