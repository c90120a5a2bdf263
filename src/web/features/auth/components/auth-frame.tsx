import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import classes from './auth-frame.module.css';

/**
 * The frame of the standalone pages (§2: login, getpass, register, register/foreign): a slim
 * brand bar with the language switch, the page, and a one-line footer. The logo and the language
 * menu come from the app's layout, passed in by the route.
 */
export function AuthFrame(props: { logo: React.ReactNode; languageMenu: React.ReactNode; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={classes.frame}>
      <a href="#main" className={classes.skipLink}>
        {t('common.skipToContent')}
      </a>
      <header className={classes.bar}>
        <div className={classes.barInner}>
          {props.logo}
          <div className={classes.barActions}>
            <Anchor component={Link} to="/home" className={classes.backLink}>
              {t('auth.frame.backToSite')}
            </Anchor>
            {props.languageMenu}
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={classes.main}>
        {props.children}
      </main>
      <footer className={classes.footer}>{t('auth.frame.copyright', { year: new Date().getFullYear() })}</footer>
    </div>
  );
}
