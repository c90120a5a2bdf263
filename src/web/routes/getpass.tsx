import type { Route } from './+types/getpass';
import { pageMeta } from '../app/layout/page-meta.ts';
import { catalogueOf } from '../i18n/i18n.ts';
import { PasswordPage } from '../features/auth/components/password-page.tsx';
import { languageFromRequest } from '../i18n/language-preference.ts';

export function loader({ request }: Route.LoaderArgs) {
  const texts = catalogueOf(languageFromRequest(request)).auth.getpass;
  return { meta: { title: texts.metaTitle, description: texts.subtitle } };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function GetpassPage() {
  return <PasswordPage />;
}
