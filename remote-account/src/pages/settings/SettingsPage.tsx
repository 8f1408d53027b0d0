import { isAuthenticatedAtom, useSharedAtom } from '@moneta/shared';
import { Alert } from '@moneta/shared/ui';
import { Col, Row, ScreenFrame } from '@moneta/shared/ui/dashboard';
import { useAccountT } from '../../i18n';
import { PreferencesCard } from './PreferencesCard';
import { SecurityCard } from './security/SecurityCard';
import { SessionsCard } from './SessionsCard';
import { UserInfoCard } from './UserInfoCard';

/** /dashboard/settings. */
export default function SettingsPage() {
  const t = useAccountT();
  const isAuthenticated = useSharedAtom(isAuthenticatedAtom);

  return (
    <ScreenFrame title={t('Settings')}>
      {isAuthenticated ? (
        <Row gutter={[24, 24]}>
          <Col xs={24} xl={12}>
            <PreferencesCard />
          </Col>
          <Col xs={24} xl={12}>
            <UserInfoCard />
          </Col>
          <Col span={24}>
            <SecurityCard />
          </Col>
          <Col span={24}>
            <SessionsCard />
          </Col>
        </Row>
      ) : (
        <Alert type="info" showIcon title={t('Please log in to access settings.')} />
      )}
    </ScreenFrame>
  );
}
