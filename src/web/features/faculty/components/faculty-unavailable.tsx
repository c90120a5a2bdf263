import { useTranslation } from '../../../i18n/translator.tsx';
import { StatusPage } from '../../../components/status-page.tsx';

export function FacultyUnavailable() {
  const { t } = useTranslation();
  return <StatusPage title={t('faculty.unavailable.title')} description={t('faculty.unavailable.body')} />;
}
