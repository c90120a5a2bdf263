import { Button } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import { Link } from 'react-router';
import { isExternalUrl } from '../block-model.ts';

/** A block's optional button. Outside links open in a new tab, without access to this one. */
export function BlockAction({ url, text, tone }: { url: string; text: string; tone: 'light' | 'dark' }) {
  const { t } = useTranslation();
  if (!url || !text) return null;
  const look = tone === 'dark' ? ({ variant: 'white', color: 'navy' } as const) : ({ variant: 'filled' } as const);
  if (isExternalUrl(url)) {
    return (
      <Button
        component="a"
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        size="md"
        radius="xl"
        aria-label={t('content.opensInNewTab', { text })}
        {...look}
      >
        {text}
      </Button>
    );
  }
  return (
    <Button component={Link} to={url} size="md" radius="xl" {...look}>
      {text}
    </Button>
  );
}
