import { useTranslation } from '../i18n/translator.tsx';
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon, YouTubeIcon } from './social-icons.tsx';
import classes from './social-links.module.css';

/** The academy's (fictional) social accounts, shown in the header and the footer (§2). */
const SOCIAL_ACCOUNTS = [
  { network: 'facebook', href: 'https://www.facebook.com/everbrightacademy', Icon: FacebookIcon },
  { network: 'x', href: 'https://x.com/everbrightacad', Icon: XIcon },
  { network: 'instagram', href: 'https://www.instagram.com/everbrightacademy', Icon: InstagramIcon },
  { network: 'linkedin', href: 'https://www.linkedin.com/company/everbright-academy', Icon: LinkedInIcon },
  { network: 'youtube', href: 'https://www.youtube.com/@everbrightacademy', Icon: YouTubeIcon },
] as const;

export function SocialLinks({ tone, size = 18 }: { tone: 'onDark' | 'onLight'; size?: number }) {
  const { t } = useTranslation();
  return (
    <ul className={classes.list} data-tone={tone} aria-label={t('common.social.listLabel')}>
      {SOCIAL_ACCOUNTS.map(({ network, href, Icon }) => (
        <li key={network}>
          <a
            className={classes.link}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('common.social.linkLabel', { network: t(`common.social.${network}`) })}
          >
            <Icon size={size} />
          </a>
        </li>
      ))}
    </ul>
  );
}
