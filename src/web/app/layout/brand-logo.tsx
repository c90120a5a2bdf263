import { Link } from 'react-router';
import { useTranslation } from '../../i18n/translator.tsx';
import { HOME_ENTRY } from './site-navigation.ts';
import classes from './brand-logo.module.css';

/** The academy's mark and name, leading home (§2). */
export function BrandLogo({
  tone = 'onLight',
  markOnlyOnTablet = false,
  onNavigate,
}: {
  tone?: 'onLight' | 'onDark';
  /** Between the compact and the wide layout the header has room for the mark only. */
  markOnlyOnTablet?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={HOME_ENTRY.href}
      className={classes.logo}
      data-tone={tone}
      data-mark-only-on-tablet={markOnlyOnTablet || undefined}
      aria-label={t('layout.header.homeLink')}
      onClick={onNavigate}
    >
      <img className={classes.mark} src="/favicon.svg" alt="" width={40} height={40} />
      <span className={classes.name}>{t('common.brand')}</span>
    </Link>
  );
}
