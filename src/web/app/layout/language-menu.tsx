import { useTranslation } from '../../i18n/translator.tsx';
import { ChevronDownIcon, GlobeIcon } from '../../components/ui-icons.tsx';
import { switchLanguage } from '../../i18n/language-preference.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { LANGUAGE_OPTIONS } from './language-options.ts';
import { useDisclosureMenu } from './use-disclosure-menu.ts';
import classes from './language-menu.module.css';

/** The header's language dropdown (§2): choosing a language stores it and reloads. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const current = useLanguage();
  const menu = useDisclosureMenu<HTMLDivElement>({ openOnHover: false });
  const currentOption = LANGUAGE_OPTIONS.find((option) => option.language === current) ?? LANGUAGE_OPTIONS[0];
  const currentLabel = t(currentOption.labelKey);

  return (
    <div className={classes.root} {...menu.rootProps}>
      <button
        className={classes.trigger}
        {...menu.toggleProps}
        aria-label={t('layout.language.trigger', { current: currentLabel })}
      >
        <GlobeIcon size={16} />
        <span lang={currentOption.htmlLang}>{currentLabel}</span>
        <ChevronDownIcon size={14} className={classes.chevron} />
      </button>
      <ul className={classes.panel} {...menu.panelProps}>
        {LANGUAGE_OPTIONS.map((option) => (
          <li key={option.language}>
            <button
              type="button"
              className={classes.option}
              lang={option.htmlLang}
              aria-current={option.language === current ? 'true' : undefined}
              onClick={() => {
                menu.close();
                if (option.language !== current) switchLanguage(option.language);
              }}
            >
              {t(option.labelKey)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
