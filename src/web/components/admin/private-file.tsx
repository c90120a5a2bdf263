import { useEffect, useState } from 'react';
import { Anchor, Image, Skeleton, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/translator.tsx';
import { readSessionToken } from '../../lib/session-token.ts';

/**
 * A family's or applicant's private file (a transfer receipt, a CV), which staff may read but a
 * plain link cannot open: the bytes are fetched with the bearer token and shown from memory.
 *
 *   <PrivateFilePreview url={proof.url} name={proof.originalName} />  (pictures inline, others a link)
 *   <PrivateFileLink url={file.url} name={file.name} />
 */
async function fetchPrivateFile(url: string): Promise<Blob> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${readSessionToken()}` } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.blob();
}

export function PrivateFileLink({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  async function open() {
    // The tab opens inside the click, so that no popup blocker stops it.
    const tab = window.open('', '_blank');
    try {
      const objectUrl = URL.createObjectURL(await fetchPrivateFile(url));
      if (tab) tab.location.href = objectUrl;
      else window.location.assign(objectUrl);
      window.setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
      setFailed(false);
    } catch {
      tab?.close();
      setFailed(true);
    }
  }
  return (
    <>
      <Anchor component="button" type="button" onClick={() => void open()} aria-label={t('adminShell.file.open', { name })}>
        {name}
      </Anchor>
      {failed && (
        <Text size="xs" c="red.8" role="alert">
          {t('adminShell.file.failed')}
        </Text>
      )}
    </>
  );
}

export function PrivateFilePreview({ url, name, mime }: { url: string; name: string; mime?: string }) {
  const { t } = useTranslation();
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed' | 'notPicture'>('loading');
  useEffect(() => {
    let cancelled = false;
    let made: string | null = null;
    fetchPrivateFile(url)
      .then((blob) => {
        if (cancelled) return;
        if (!blob.type.startsWith('image/')) return setState('notPicture');
        made = URL.createObjectURL(blob);
        setObjectUrl(made);
        setState('ready');
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);

  if (mime && !mime.startsWith('image/')) return <PrivateFileLink url={url} name={name} />;
  if (state === 'loading') return <Skeleton h={220} radius="md" />;
  if (state === 'failed') return <Text size="sm" c="red.8">{t('adminShell.file.failed')}</Text>;
  return (
    <>
      {state === 'ready' && objectUrl && <Image src={objectUrl} alt={t('adminShell.file.previewOf', { name })} radius="md" mah={360} fit="contain" bg="gray.1" />}
      <PrivateFileLink url={url} name={name} />
    </>
  );
}
