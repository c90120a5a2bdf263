import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noBody } from '../../../../shared/api/accounts.ts';
import { accountAccessBody } from '../../../../shared/api/admin-accounts.ts';
import { adminStaffListQuery, createStaffBody, type AdminStaffSummary } from '../../../../shared/api/admin-staff.ts';
import { idParam } from '../../../../shared/api/public-queries.ts';
import { isStaffRole } from '../../../../shared/api/staff.ts';
import { mailLinkBaseOf } from '../../../adapters/mail/mail-links.ts';
import { setAccountAccess } from '../../../domain/accounts/account-access.ts';
import { createStaff, listStaff, readStaff, resetStaffPassword } from '../../../domain/staff/staff-accounts.ts';
import { authenticate, signedInMember, staffArea } from '../../../http/auth.ts';
import { sendCsv, toCsv, type CsvColumn } from '../../../http/csv.ts';
import { success } from '../../../http/envelope.ts';
import { presentStaff, presentStaffPage } from '../../../presenters/staff-presenter.ts';

const tags = ['staff: accounts'];

const csvColumns: CsvColumn<AdminStaffSummary>[] = [
  { header: { en: 'Username', cn: '用户名' }, value: (row) => row.username },
  { header: { en: 'Name', cn: '昵称' }, value: (row) => row.nickname },
  { header: { en: 'E-mail', cn: '邮箱' }, value: (row) => row.email },
  { header: { en: 'Role', cn: '角色' }, value: (row) => row.role },
  { header: { en: 'Created', cn: '创建时间' }, value: (row) => row.createTime },
  { header: { en: 'Disabled', cn: '已停用' }, value: (row) => (row.disabled ? 'yes' : '') },
];

/** `admin/staff/*`: staff accounts (admins only, D24). */
export const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);
  app.addHook('preValidation', staffArea('staff'));

  app.get(
    '/admin/staff/list',
    { schema: { tags, summary: 'Admins and advisers; search by name or e-mail; filter by role; format=csv exports all', querystring: adminStaffListQuery } },
    async (request, reply) => {
      const page = presentStaffPage(await listStaff(app.db, request.query));
      if (request.query.format === 'csv') return sendCsv(reply, 'staff', toCsv(csvColumns, page.list, request.language));
      return success(page, request.language);
    },
  );

  app.get('/admin/staff/detail/:id', { schema: { tags, summary: 'One staff account', params: idParam } }, async (request) =>
    success(presentStaff(await readStaff(app.db, request.params.id)), request.language),
  );

  app.post(
    '/admin/staff/create',
    { schema: { tags, summary: 'An admin or an adviser (with the card families see); a welcome mail leads to choosing a password', body: createStaffBody } },
    async (request) => {
      const setPasswordUrl = `${mailLinkBaseOf(app.env)}/getpass`;
      const id = await createStaff(app, signedInMember(request), request.body, { now: app.clock(), setPasswordUrl });
      return success(presentStaff(await readStaff(app.db, id)), request.language, 'staffCreated');
    },
  );

  app.post(
    '/admin/staff/resetPassword/:id',
    { schema: { tags, summary: 'Mail a password-reset code to a member of staff', params: idParam, body: noBody } },
    async (request) => {
      await resetStaffPassword(app, signedInMember(request), request.params.id, app.clock());
      return success(presentStaff(await readStaff(app.db, request.params.id)), request.language, 'resetCodeMailed');
    },
  );

  for (const disabled of [true, false]) {
    app.post(
      `/admin/staff/${disabled ? 'disable' : 'enable'}/:id`,
      {
        schema: { tags, summary: disabled ? 'Disable a staff account and end its sessions' : 'Let a staff account sign in again', params: idParam, body: accountAccessBody },
      },
      async (request) => {
        await setAccountAccess(app.db, signedInMember(request), {
          userId: request.params.id,
          disabled,
          note: request.body.note,
          accepts: (user) => isStaffRole(user.role),
          entityType: 'staff',
          now: app.clock(),
        });
        return success(presentStaff(await readStaff(app.db, request.params.id)), request.language);
      },
    );
  }
};
