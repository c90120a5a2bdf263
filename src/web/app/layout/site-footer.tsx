import { Link } from 'react-router';
import { useTranslation } from '../../i18n/translator.tsx';
import type { ProductDto } from '../../../shared/api/public-content.ts';
import { WholePrice } from '../../components/whole-price.tsx';
import { SocialLinks } from '../../components/social-links.tsx';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../components/ui-icons.tsx';
import { BrandLogo } from './brand-logo.tsx';
import classes from './site-footer.module.css';
import { SiteContainer } from '../../components/site-controls.tsx';
import { PRIVACY_PAGE_PATH, TERMS_PAGE_PATH } from '../../../shared/policies.ts';

/** Fictional contact details of the academy; the labels and the address are in the catalogue. */
const PHONES = [
  { labelKey: 'layout.footer.admissionsPhone', display: '+86 21 5550 2016', dial: '+862155502016' },
  { labelKey: 'layout.footer.internationalPhone', display: '+1 415 555 0116', dial: '+14155550116' },
] as const;
const SUPPORT_EMAIL = 'support@everbright.academy';

/** The privacy notice and the terms, in every footer. */
const POLICY_LINKS = [
  { labelKey: 'layout.footer.privacy', href: PRIVACY_PAGE_PATH },
  { labelKey: 'layout.footer.terms', href: TERMS_PAGE_PATH },
] as const;

function PolicyLinks({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('layout.footer.policiesTitle')}>
      <ul className={className}>
        {POLICY_LINKS.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={classes.link}>
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const EXPLORE_LINKS = [
  { labelKey: 'layout.nav.about', href: '/about' },
  { labelKey: 'layout.nav.programs', href: '/programs' },
  { labelKey: 'layout.nav.faculty', href: '/faculty' },
  { labelKey: 'layout.footer.news', href: '/news' },
  { labelKey: 'layout.footer.contact', href: '/contact' },
] as const;

/**
 * The footer (§2): intro, the first products (each starts the buy action), social links and contact.
 * In the account area, where a family comes to do something rather than to browse, it is one slim
 * band with the ways to reach the academy.
 */
export function SiteFooter({ products, slim = false }: { products: ProductDto[]; slim?: boolean }) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  if (slim) {
    return (
      <footer className={classes.footer}>
        <SiteContainer className={classes.slim}>
          <p>{t('layout.footer.copyright', { year })}</p>
          <ul className={classes.slimLinks} aria-label={t('layout.footer.contactTitle')}>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`} className={classes.link}>
                {SUPPORT_EMAIL}
              </a>
            </li>
            <li>
              <a href={`tel:${PHONES[0].dial}`} className={classes.link}>
                {PHONES[0].display}
              </a>
            </li>
            <li>
              <Link to="/contact" className={classes.link}>
                {t('layout.footer.contact')}
              </Link>
            </li>
          </ul>
          <PolicyLinks className={classes.slimLinks} />
        </SiteContainer>
      </footer>
    );
  }
  return (
    <footer className={classes.footer}>
      <SiteContainer className={classes.grid} data-with-products={products.length > 0 || undefined}>
        <section className={classes.about}>
          <BrandLogo tone="onDark" />
          <p className={classes.intro}>{t('layout.footer.intro')}</p>
          <h2 className={classes.visuallyHidden}>{t('layout.footer.followTitle')}</h2>
          <SocialLinks tone="onDark" size={20} />
          {/* Families in China follow the academy on WeChat, where the five networks above do not reach. */}
          <figure className={classes.wechat}>
            <img src="/images/demo/social/wechat-qr.svg" width={96} height={96} alt={t('layout.footer.wechatAlt')} loading="lazy" />
            <figcaption>{t('layout.footer.wechat')}</figcaption>
          </figure>
        </section>

        {products.length > 0 && (
          <nav aria-labelledby="footer-courses">
            <h2 id="footer-courses" className={classes.heading}>
              {t('layout.footer.coursesTitle')}
            </h2>
            <ul className={classes.links}>
              {products.map((product) => (
                <li key={product.id}>
                  <Link to={`/course-detail?id=${product.id}`} className={classes.link}>
                    {product.name}
                  </Link>
                  <WholePrice product={product} size="sm" />
                </li>
              ))}
              <li>
                <Link to="/commodity" className={classes.link} data-emphasis>
                  {t('layout.footer.allCourses')}
                </Link>
              </li>
            </ul>
          </nav>
        )}

        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={classes.heading}>
            {t('layout.footer.exploreTitle')}
          </h2>
          <ul className={classes.links} data-columns="2">
            {EXPLORE_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={classes.link}>
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={classes.heading}>
            {t('layout.footer.contactTitle')}
          </h2>
          <address className={classes.contact}>
            <p className={classes.contactLine}>
              <MapPinIcon size={18} className={classes.contactIcon} />
              <span>{t('layout.footer.address')}</span>
            </p>
            {PHONES.map((phone) => (
              <p key={phone.dial} className={classes.contactLine}>
                <PhoneIcon size={18} className={classes.contactIcon} />
                <span className={classes.contactText}>
                  <span className={classes.contactLabel}>{t(phone.labelKey)}</span>
                  <a href={`tel:${phone.dial}`} className={classes.link}>
                    {phone.display}
                  </a>
                </span>
              </p>
            ))}
            <p className={classes.contactLine}>
              <MailIcon size={18} className={classes.contactIcon} />
              <span className={classes.contactText}>
                <span className={classes.contactLabel}>{t('layout.footer.supportEmail')}</span>
                <a href={`mailto:${SUPPORT_EMAIL}`} className={classes.link}>
                  {SUPPORT_EMAIL}
                </a>
              </span>
            </p>
            <p className={classes.hours}>{t('layout.footer.hours')}</p>
          </address>
        </section>
      </SiteContainer>
      <div className={classes.bottom}>
        <SiteContainer className={classes.bottomInner}>
          <p>{t('layout.footer.copyright', { year })}</p>
          <PolicyLinks className={classes.policyLinks} />
          <p>{t('common.tagline')}</p>
        </SiteContainer>
      </div>
    </footer>
  );
}
