import { preferencesAtom, userAtom, useSharedAtom } from '@moneta/shared';
import { Card, Flex } from '@moneta/shared/ui';
import { Descriptions, Divider } from '@moneta/shared/ui/display';
import { useAccountT } from '../../i18n';
import { ExportDataButton } from './ExportDataButton';
import { RestoreDataButton } from './RestoreDataButton';
import { LANGUAGE_NAMES, THEME_LABELS } from './labels';

/** Current User Info: the username, the e-mail and the saved preferences; the data download and restore. */
export function UserInfoCard() {
  const t = useAccountT();
  const user = useSharedAtom(userAtom);
  const preferences = useSharedAtom(preferencesAtom);

  return (
    <Card title={t('Current User Info')} style={{ height: '100%' }}>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'username', label: t('Username'), children: user?.username },
          { key: 'email', label: t('Email'), children: user?.email },
          { key: 'currency', label: t('Currency'), children: preferences.currency },
          { key: 'language', label: t('Language'), children: t(LANGUAGE_NAMES[preferences.language]) },
          { key: 'theme', label: t('Theme'), children: t(THEME_LABELS[preferences.theme]) },
        ]}
      />
      <Divider />
      <Flex wrap gap="middle" align="flex-start">
        <ExportDataButton />
        <RestoreDataButton />
      </Flex>
    </Card>
  );
}
