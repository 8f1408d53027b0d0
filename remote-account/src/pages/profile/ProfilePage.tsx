import { Col, Row, ScreenFrame } from '@moneta/shared/ui/dashboard';
import { useAccountT } from '../../i18n';
import { ChangePasswordCard } from './ChangePasswordCard';
import { DangerZoneCard } from './DangerZoneCard';
import { PersonalInfoCard } from './PersonalInfoCard';

/** /dashboard/profile. */
export default function ProfilePage() {
  const t = useAccountT();
  return (
    <ScreenFrame title={t('Profile')}>
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={12}>
          <PersonalInfoCard />
        </Col>
        <Col xs={24} xl={12}>
          <ChangePasswordCard />
        </Col>
        <Col span={24}>
          <DangerZoneCard />
        </Col>
      </Row>
    </ScreenFrame>
  );
}
