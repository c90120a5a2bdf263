import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '../../i18n/translator.tsx';
import { CloseIcon, MenuIcon } from '../../components/ui-icons.tsx';
import { switchLanguage } from '../../i18n/language-preference.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { BrandLogo } from './brand-logo.tsx';
import { CompactAccountActions } from './compact-account-actions.tsx';
import { LANGUAGE_OPTIONS } from './language-options.ts';
import { HOME_ENTRY, PRIMARY_NAVIGATION, type NavEntry } from './site-navigation.ts';
import classes from './compact-menu.module.css';

/**
 * The compact header's menu button and its left drawer (§2, D16). A native modal <dialog> gives
 * focus containment, Escape and an inert page behind it without shipping a modal library.
 */
export function CompactMenu() {
  const { t } = useTranslation();
  const current = useLanguage();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const dialogId = useId();
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    // The page behind must not scroll while the drawer is open.
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  const openDrawer = () => {
    dialogRef.current?.showModal();
    setOpen(true);
  };
  const closeDrawer = () => dialogRef.current?.close();

  const renderLink = (entry: NavEntry, nested = false) => (
    <li key={entry.key}>
      <NavLink to={entry.href} className={nested ? classes.subLink : classes.link} onClick={closeDrawer}>
        {t(`layout.nav.${entry.key}`)}
      </NavLink>
      {entry.children && <ul className={classes.subList}>{entry.children.map((child) => renderLink(child, true))}</ul>}
    </li>
  );

  return (
    <>
      <button
        type="button"
        className={classes.menuButton}
        aria-label={t('layout.header.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={openDrawer}
      >
        <MenuIcon size={24} />
      </button>
      <dialog
        ref={dialogRef}
        id={dialogId}
        className={classes.drawer}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        // A click on the backdrop lands on the dialog element itself.
        onClick={(event) => {
          if (event.target === event.currentTarget) closeDrawer();
        }}
      >
        <div className={classes.inner}>
          <div className={classes.head}>
            <BrandLogo onNavigate={closeDrawer} />
            <button
              type="button"
              className={classes.closeButton}
              aria-label={t('layout.header.closeMenu')}
              onClick={closeDrawer}
            >
              <CloseIcon size={22} />
            </button>
          </div>
          <h2 id={titleId} className={classes.visuallyHidden}>
            {t('layout.header.menuTitle')}
          </h2>
          <nav aria-label={t('layout.nav.label')}>
            <ul className={classes.list}>{[HOME_ENTRY, ...PRIMARY_NAVIGATION].map((entry) => renderLink(entry))}</ul>
          </nav>
          <section className={classes.languages} aria-labelledby={`${titleId}-language`}>
            <h3 id={`${titleId}-language`} className={classes.sectionTitle}>
              {t('layout.language.title')}
            </h3>
            <div className={classes.languageChoices}>
              {LANGUAGE_OPTIONS.map((option) => (
                <button
                  key={option.language}
                  type="button"
                  lang={option.htmlLang}
                  className={classes.languageChoice}
                  aria-pressed={option.language === current}
                  onClick={() => {
                    if (option.language !== current) switchLanguage(option.language);
                  }}
                >
                  {t(option.labelKey)}
                </button>
              ))}
            </div>
          </section>
          <div className={classes.account}>
            <CompactAccountActions onNavigate={closeDrawer} />
          </div>
        </div>
      </dialog>
    </>
  );
}
