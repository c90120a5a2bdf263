import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { UserRoleCode } from '../../../../shared/api/accounts.ts';
import { mayOpen, type StaffArea } from '../../../../shared/api/staff.ts';
import { WARNING_TEXT_COLOUR } from '../../../components/admin/warning-text.ts';

/**
 * An area's page for the roles it admits (D24); others, who reach it by its address, read why
 * not. The navigation does not show them the area, and the server answers them 403 anyway.
 *
 *   <AreaGate role={user.role} area="staff"><StaffList /></AreaGate>
 */
export function AreaGate({ role, area, children }: { role: UserRoleCode; area: StaffArea; children: ReactNode }) {
  const { t } = useTranslation();
  if (mayOpen(role, area)) return children;
  return (
    <>
      <title>{`${t('adminShell.notForRole.title')} · ${t('adminShell.title')}`}</title>
      <Alert color="orange" title={t('adminShell.notForRole.title')} role="alert" styles={{ title: { color: WARNING_TEXT_COLOUR } }}>
        {t('adminShell.notForRole.body')}
      </Alert>
    </>
  );
}
