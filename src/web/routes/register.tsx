import { useTranslation } from '../i18n/translator.tsx';
import type { Route } from './+types/register';
import { pageMeta } from '../app/layout/page-meta.ts';
import { catalogueOf } from '../i18n/i18n.ts';
import { AuthCard } from '../features/auth/components/auth-card.tsx';
import { RegisterForm } from '../features/auth/components/register-form.tsx';
import { languageFromRequest } from '../i18n/language-preference.ts';

export function loader({ request }: Route.LoaderArgs) {
  const texts = catalogueOf(languageFromRequest(request)).auth.register;
  return { meta: { title: texts.metaTitle, description: texts.subtitle } };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function RegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <RegisterForm />
    </AuthCard>
  );
}
