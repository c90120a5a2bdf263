import { Text } from '@mantine/core';
import { useTranslation } from '../i18n/translator.tsx';
import { PASSWORD_REQUIREMENTS, unmetPasswordRequirements } from '../../shared/password-policy.ts';
import { CheckIcon, DotIcon } from './account-icons.tsx';
import classes from './password-requirements.module.css';

/**
 * The D6 rule as a live checklist under a new password (spec §5: "choose a stronger password").
 * It uses the same pure function as the server, so what it ticks is what the server accepts,
 * apart from the server's list of common passwords.
 */
export function PasswordRequirements({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  const unmet = unmetPasswordRequirements(password);
  return (
    <div id={id} className={classes.root}>
      <Text size="sm" fw={600} c="dark.6">
        {t('auth.password.requirementsTitle')}
      </Text>
      <ul className={classes.list}>
        {PASSWORD_REQUIREMENTS.map((requirement) => {
          const met = !unmet.includes(requirement);
          return (
            <li key={requirement} className={classes.item} data-met={met}>
              {met ? <CheckIcon size={16} /> : <DotIcon size={16} />}
              <span>{t(`auth.password.${requirement}`)}</span>
              <span className={classes.visuallyHidden}>{met ? t('auth.password.met') : t('auth.password.notMet')}</span>
            </li>
          );
        })}
      </ul>
      {password !== '' && (
        <Text size="sm" fw={500} c={unmet.length ? 'red.9' : 'teal.9'} aria-live="polite">
          {unmet.length ? t('auth.password.strongerHint') : t('auth.password.strongEnough')}
        </Text>
      )}
    </div>
  );
}
