import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/user-coming-soon';
import { ComingSoon } from '../features/user-area/components/coming-soon.tsx';
import { userPageMeta } from '../features/user-area/page-title.ts';
import { userPageAt } from '../features/user-area/user-navigation.ts';

/** The user pages whose issues have not landed: entitle, order, plan, requirement, record, feedback… */
export const meta: Route.MetaFunction = ({ matches, location }) =>
  userPageMeta(matches, userPageAt(location.pathname)?.key ?? 'home');

export default function UserComingSoonPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const key = userPageAt(pathname)?.key ?? 'home';
  return (
    <ComingSoon
      title={t(`user.nav.${key}`)}
      description={t(`user.comingSoon.pages.${key}`)}
      backHref="/user/home"
      backLabel={t('user.comingSoon.back')}
    />
  );
}
