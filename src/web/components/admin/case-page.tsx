import type { ReactNode } from 'react';
import { Card, Group, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translator.tsx';
import type { CaseKind } from '../../../shared/api/case-work.ts';
import { AdminPage } from './admin-page.tsx';
import { CaseWorkPanel } from './case-work-panel.tsx';
import { AdminLoadError, AdminLoading } from './query-states.tsx';

/** What a case page shows of the case it read; `body` holds the case's own cards. */
export interface CaseView {
  title: string;
  status: ReactNode;
  description: ReactNode;
  /** The steps the pipeline allows now, each behind its dialog. */
  steps: ReactNode;
  /** What is unusual about the case (abnormal, closed), above everything else. */
  notice?: ReactNode;
  body: ReactNode;
  timeline: ReactNode;
}

/**
 * A staff case (an assessment, an Inspire requirement): loading and failure the same as every
 * back-office read, then the case's title with its status, its next steps, its own cards and its
 * timeline. `view` draws from the case once it is read; it must not call hooks.
 */
export function AdminCasePage<Case>(props: {
  query: UseQueryResult<Case>;
  back: { href: string; label: string };
  /** The title while the case cannot be read. */
  unknownTitle: string;
  view: (found: Case) => CaseView;
  /** The case's assignee and internal notes, shown below its own cards. */
  caseWork: {
    kind: Extract<CaseKind, 'requirement' | 'assessment'>;
    id: number;
  };
}) {
  const { t } = useTranslation();
  const { query, back } = props;
  if (query.isPending) return <AdminLoading />;
  if (query.isError) {
    return (
      <AdminPage title={props.unknownTitle} back={back}>
        <AdminLoadError error={query.error} onRetry={() => void query.refetch()} />
      </AdminPage>
    );
  }
  const view = props.view(query.data);
  return (
    <AdminPage
      back={back}
      documentTitle={view.title}
      title={
        <Group gap="sm" component="span">
          <span>{view.title}</span>
          {view.status}
        </Group>
      }
      description={view.description}
      actions={view.steps}
    >
      {view.notice}
      {view.body}
      <CaseWorkPanel kind={props.caseWork.kind} id={props.caseWork.id} />
      <Card withBorder radius="md">
        <Title order={2} fz="md" mb="sm">
          {t('adminShell.case.timeline')}
        </Title>
        {view.timeline}
      </Card>
    </AdminPage>
  );
}
