import { useHostT } from '../i18n';
import { useNavigate } from '@moneta/shared/router';
import { ArrowLeftIcon, HomeIcon } from '../shell/icons';
import { SupportEmailLink } from '../shell/SupportEmailLink';
import './NotFoundPage.css';

/** Any unknown path. */
export default function NotFoundPage() {
  const t = useHostT();
  const navigate = useNavigate();
  return (
    <div className="not-found container">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('Oops! Page Not Found.')}</h1>
      <p className="not-found-text">{t("The page you are looking for doesn't exist or has been moved.")}</p>
      <div className="not-found-actions">
        <button type="button" className="btn btn-primary btn-lg" onClick={() => navigate('/')}>
          <HomeIcon />
          {t('Go to Homepage')}
        </button>
        <button type="button" className="btn btn-outline btn-lg" onClick={() => navigate(-1)}>
          <ArrowLeftIcon />
          {t('Go Back')}
        </button>
      </div>
      <p className="not-found-help">
        {t('Need help? Contact our support team at')} <SupportEmailLink />
      </p>
    </div>
  );
}
