import { useTranslation } from '../../../i18n/translator.tsx';
import { PillAnchor, PillLink } from '../../../components/site-controls.tsx';
import { isExternalUrl } from '../block-model.ts';

/** A block's optional button. Outside links open in a new tab, without access to this one. */
export function BlockAction({ url, text, tone }: { url: string; text: string; tone: 'light' | 'dark' }) {
  const { t } = useTranslation();
  if (!url || !text) return null;
  const variant = tone === 'dark' ? 'white' : 'filled';
  if (isExternalUrl(url)) {
    return (
      <PillAnchor href={url} size="md" variant={variant} aria-label={t('content.opensInNewTab', { text })}>
        {text}
      </PillAnchor>
    );
  }
  return (
    <PillLink to={url} size="md" variant={variant}>
      {text}
    </PillLink>
  );
}
