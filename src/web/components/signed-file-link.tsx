import { Anchor } from '@mantine/core';
import { useTranslation } from '../i18n/translator.tsx';
import { errorMessageOf } from '../lib/form-feedback.ts';
import { openSignedLink } from '../lib/open-private-file.ts';
import { notifications } from '../lib/toast.ts';

/**
 * A private file behind a short-lived signed link, asked afresh at each click and opened in a new
 * tab (feedback, parent–teacher messages, class notes). A refusal is told as a toast.
 */
export function SignedFileLink({ label, link }: { label: string; link: () => Promise<{ url: string }> }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      display="block"
      mt={4}
      onClick={() =>
        void openSignedLink(async () => (await link()).url).catch((error: unknown) => notifications.show({ color: 'red', message: errorMessageOf(error, t) }))
      }
    >
      {label}
    </Anchor>
  );
}
