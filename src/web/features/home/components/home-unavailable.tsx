import { useTranslation } from '../../../i18n/translator.tsx';
import { StatusPage } from '../../../components/status-page.tsx';

/** A failed load is not an error page: the layout stays, with a gentle note (§8). */
export function HomeUnavailable() {
  const { t } = useTranslation();
  return <StatusPage title={t('home.unavailable.title')} description={t('home.unavailable.body')} />;
}
