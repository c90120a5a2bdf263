import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';

/** Never squeezed by a narrow table: the word stays whole. */
const WHOLE = { minWidth: 'max-content' } as const;

/** Whether visitors can read the article, or only staff. */
export function PublishedBadge({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return published ? (
    <Badge color="teal" variant="outline" c="teal.9" tt="none" style={WHOLE}>
      {t('adminNews.published')}
    </Badge>
  ) : (
    <Badge color="gray" variant="light" c="gray.8" tt="none" style={WHOLE}>
      {t('adminNews.draft')}
    </Badge>
  );
}
