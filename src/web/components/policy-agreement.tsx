import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PRIVACY_PAGE_PATH, TERMS_PAGE_PATH } from '../../shared/policies.ts';
import { useTranslation } from '../i18n/translator.tsx';

const TERMS_MARK = '\uE000';
const PRIVACY_MARK = '\uE001';

/** The sentences that agree to the policies, each naming the Terms and the Privacy notice. */
type AgreementKey = 'auth.register.agreement' | 'auth.register.agreementSend' | 'auth.consent.agreement';

/**
 * "By signing up you agree to the Terms and the Privacy notice", each a link, in either
 * language's word order: on sign-up, at the end of the teacher's application, and when a new
 * version asks a member again.
 */
export function PolicyAgreement({ sentenceKey, align = 'center' }: { sentenceKey: AgreementKey; align?: 'center' | 'start' }) {
  const { t } = useTranslation();
  const sentence = t(sentenceKey, { terms: TERMS_MARK, privacy: PRIVACY_MARK });
  const links: Record<string, { to: string; label: string }> = {
    [TERMS_MARK]: { to: TERMS_PAGE_PATH, label: t('auth.register.agreementTerms') },
    [PRIVACY_MARK]: { to: PRIVACY_PAGE_PATH, label: t('auth.register.agreementPrivacy') },
  };
  return (
    <Text size="sm" c="gray.7" ta={align} data-testid="policy-agreement">
      {sentence.split(/([\uE000\uE001])/).map((part, index) => {
        const link = links[part];
        return link ? (
          <Anchor key={index} component={Link} to={link.to} fw={600} inherit underline="always">
            {link.label}
          </Anchor>
        ) : (
          part
        );
      })}
    </Text>
  );
}
