import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { useTranslation } from '../../i18n/translator.tsx';
import type { Route } from './+types/site-layout';
import type { ProductDto } from '../../../shared/api/public-content.ts';
import { FOOTER_PRODUCT_COUNT } from '../../../shared/limits.ts';
import { getHomeContent } from '../../features/home/api/get-home-content.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { focusHeadingWhenDrawn } from '../../lib/focus-page-heading.ts';
import classes from './site-layout.module.css';

/** The footer's products come from home/content; a failed load leaves the list empty (§8). */
export async function loader({ context, request }: Route.LoaderArgs) {
  let footerProducts: ProductDto[] = [];
  try {
    const content = await getHomeContent(context, request);
    footerProducts = content.pmsProductList.slice(0, FOOTER_PRODUCT_COUNT);
  } catch {
    // The footer simply shows no products.
  }
  return { footerProducts };
}

/** Fetched once per visit: navigating between pages does not refetch the footer. */
export const shouldRevalidate = () => false;

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  useScrollToTopOnNavigation(main);
  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skipLink}>
        {t('common.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" ref={main} tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <SiteFooter products={loaderData.footerProducts} slim={isAccountArea(pathname)} />
    </div>
  );
}

/** The pages where a member manages their account, orders and learning. */
const ACCOUNT_AREA = /^\/(user|order-detail|apply)(\/|$)/;
const isAccountArea = (pathname: string) => ACCOUNT_AREA.test(pathname);

/**
 * Every new page starts at the top (§2), or at the entry its address names (`/faculty#teacher-3`).
 * Back and forward are left to the router's scroll restoration, which returns the reader to where they were.
 *
 * Keyboard and screen-reader users start there too: focus leaves a link in the page that was
 * followed (which a long list loading above it would push far off screen) for the new page's
 * heading, by way of its main region while the page draws, unless the page has already put focus
 * somewhere of its own. The header stays where it
 * is, so a link followed there keeps its focus.
 */
function useScrollToTopOnNavigation(main: React.RefObject<HTMLElement | null>) {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const navigationTypeRef = useRef(navigationType);
  navigationTypeRef.current = navigationType;
  const previousPathname = useRef(pathname);
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    if (navigationTypeRef.current === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ block: 'start', behavior: 'instant' });
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const focused = document.activeElement;
    const followedInPage = focused !== null && main.current?.contains(focused) && focused.closest('a') !== null;
    if ((!focused || focused === document.body || followedInPage) && main.current) {
      main.current.focus({ preventScroll: true });
      return focusHeadingWhenDrawn(main.current);
    }
  }, [pathname, hash, main]);
}
