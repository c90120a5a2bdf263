import { useTranslation } from '../../i18n/translator.tsx';
import { HEADER_SHRINK_AT_PX } from '../../../shared/limits.ts';
import { SocialLinks } from '../../components/social-links.tsx';
import { AccountActions } from './account-actions.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { CompactAccountButton } from './compact-account-button.tsx';
import { CompactMenu } from './compact-menu.tsx';
import { DesktopNavigation } from './desktop-navigation.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { NotificationBellSlot } from './notification-bell-slot.tsx';
import { useScrolledPast } from './use-scrolled-past.ts';
import classes from './site-header.module.css';
import { SiteContainer } from '../../components/site-controls.tsx';

/**
 * The fixed header (§2). It shrinks once the page scrolls past HEADER_SHRINK_AT_PX; a spacer of
 * constant height holds its place, so shrinking never moves the page under the reader.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const shrunk = useScrolledPast(HEADER_SHRINK_AT_PX);
  return (
    <>
      <header className={classes.header} data-shrunk={shrunk}>
        <div className={classes.topBar}>
          <SiteContainer className={classes.topBarInner}>
            <p className={classes.tagline}>{t('common.tagline')}</p>
            <div className={classes.topBarActions}>
              <SocialLinks tone="onDark" size={16} />
              <LanguageMenu />
            </div>
          </SiteContainer>
        </div>
        <div className={classes.mainBar}>
          <SiteContainer className={classes.mainBarInner}>
            <div className={classes.compactOnly}>
              <CompactMenu />
            </div>
            <BrandLogo markOnlyOnTablet />
            <div className={classes.fullOnly}>
              <DesktopNavigation />
              <NotificationBellSlot size={40} />
              <AccountActions />
            </div>
            <div className={classes.compactAccount}>
              <NotificationBellSlot size={40} />
              <CompactAccountButton />
            </div>
          </SiteContainer>
        </div>
      </header>
      <div className={classes.spacer} aria-hidden="true" />
    </>
  );
}
