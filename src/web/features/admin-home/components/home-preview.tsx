import type { ReactNode } from 'react';
import { Card, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { HomeListKind } from '../../../../shared/api/admin-home.ts';
import { DraftPreview } from '../../../components/admin/draft-preview.tsx';
import { draftOf, type HomeDrafts, type HomeFormValues } from '../home-items.ts';

/**
 * The public home page's own components, given by the route that puts this editor together (a
 * feature does not import another): each draws one draft as visitors would see it.
 */
export type HomePreviewRenderers = { [Kind in HomeListKind]: (draft: HomeDrafts[Kind]) => ReactNode };

/** The unsaved form drawn by the public component, in English or Chinese. */
export function HomePreview<Kind extends HomeListKind>({ kind, values, render }: { kind: Kind; values: HomeFormValues<Kind>; render: HomePreviewRenderers[Kind] }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md">
      <Stack gap="sm">
        <Title order={2} fz="md">
          {t('adminShell.preview.tab')}
        </Title>
        <DraftPreview>{(language) => render(draftOf(kind, values, language))}</DraftPreview>
      </Stack>
    </Card>
  );
}
