import { NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/translator.tsx';
import { ChevronDownIcon } from '../../components/ui-icons.tsx';
import { PRIMARY_NAVIGATION, type NavEntry } from './site-navigation.ts';
import { useDisclosureMenu } from './use-disclosure-menu.ts';
import classes from './desktop-navigation.module.css';

/** The full header's navigation: plain links, and sections whose dropdown opens on hover or by its button. */
export function DesktopNavigation() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('layout.nav.label')} className={classes.nav}>
      <ul className={classes.list}>
        {PRIMARY_NAVIGATION.map((entry) =>
          entry.children ? (
            <NavSection key={entry.key} entry={entry} sections={entry.children} />
          ) : (
            <li key={entry.key}>
              <NavLink to={entry.href} className={classes.link}>
                {t(`layout.nav.${entry.key}`)}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function NavSection({ entry, sections }: { entry: NavEntry; sections: NavEntry[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const menu = useDisclosureMenu<HTMLLIElement>({ openOnHover: true });
  const label = t(`layout.nav.${entry.key}`);
  const inSection = sections.some((child) => pathname === child.href);

  return (
    <li className={classes.section} {...menu.rootProps}>
      <div className={classes.trigger} data-in-section={inSection || undefined}>
        <NavLink to={entry.href} className={classes.link} onClick={menu.close}>
          {label}
        </NavLink>
        <button
          className={classes.toggle}
          {...menu.toggleProps}
          aria-label={t('layout.nav.submenu', { section: label })}
        >
          <ChevronDownIcon size={14} />
        </button>
      </div>
      <div className={classes.panel} {...menu.panelProps}>
        <ul className={classes.panelList}>
          {sections.map((child) => (
            <li key={child.key}>
              <NavLink to={child.href} className={classes.panelLink} onClick={menu.close}>
                {t(`layout.nav.${child.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
