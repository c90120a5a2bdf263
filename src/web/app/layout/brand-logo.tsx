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
      <BrandMark />
      <span className={classes.name}>{t('common.brand')}</span>
    </Link>
  );
}

/**
 * The drawing of public/favicon.svg, in the markup: as an image it was one more request before
 * the first paint of every page. Decorative: the link's label names the academy.
 */
function BrandMark() {
  return (
    <svg className={classes.mark} viewBox="0 0 64 64" width={40} height={40} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1c3f94" />
      <path d="M32 12 10 23l22 11 18-9v13h4V23z" fill="#f5b942" />
      <path d="M18 32v10c0 5 7 9 14 9s14-4 14-9V32l-14 7z" fill="#fff" />
    </svg>
  );
}
