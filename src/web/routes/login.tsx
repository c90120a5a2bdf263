import type { Route } from './+types/login';
import { pageMeta } from '../app/layout/page-meta.ts';
import { catalogueOf } from '../i18n/i18n.ts';
import { AuthCard } from '../features/auth/components/auth-card.tsx';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { languageFromRequest } from '../i18n/language-preference.ts';
import { useTranslation } from '../i18n/translator.tsx';

export function loader({ request }: Route.LoaderArgs) {
  const texts = catalogueOf(languageFromRequest(request)).auth.login;
  return { meta: { title: texts.metaTitle, description: texts.subtitle } };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <LoginForm />
    </AuthCard>
  );
}
