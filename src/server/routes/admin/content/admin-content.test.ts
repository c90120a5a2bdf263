import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminContentBlock, AdminContentPage, AdminContentPageSummary, ContentBlockBody } from '../../../../shared/api/admin-catalogue.ts';
import type { ContentPageDto } from '../../../../shared/api/public-content.ts';
import { createAccountsTestApp, envelopeOf, get, post, type AccountsTestApp } from '../../../../../tests/support/factories-accounts.ts';
import { auditOf, expectOk, memberWithRole } from '../../../../../tests/support/factories-staff.ts';
import { createContentBlock, createContentPage } from '../../../../../tests/support/factories.ts';

describe('admin/content: staff edit the blocks of the content pages', () => {
  let testApp: AccountsTestApp;
  let admin: Awaited<ReturnType<typeof memberWithRole>>;
  let blockIds: number[];

  beforeAll(async () => {
    testApp = await createAccountsTestApp();
    admin = await memberWithRole(testApp.app, 'admin');
    await createContentPage(testApp.db, { slug: 'about', code: 1 });
    await createContentPage(testApp.db, { slug: 'teach', code: 7 });
    blockIds = [];
    for (const position of [0, 1, 2]) blockIds.push((await createContentBlock(testApp.db, { pageSlug: 'about', position, titleEn: `About ${position}`, titleZh: `关于 ${position}` })).id);
  });
  afterAll(() => testApp.close());

  const write = <T>(url: string, body: unknown) => expectOk<T>(testApp.app, 'POST', url, body, { token: admin.token });
  const read = <T>(url: string) => expectOk<T>(testApp.app, 'GET', url, undefined, { token: admin.token });
  const publicPage = async (slug: string, language: 'en' | 'cn' = 'en') => envelopeOf(await get(testApp.app, `/api/home/content/${slug}`, { language })).data as ContentPageDto;

  const blockForm = (block: AdminContentBlock, changes: Partial<ContentBlockBody>): ContentBlockBody => {
    const { id: _id, position: _position, ...fields } = block;
    return { ...fields, ...changes };
  };

  it('edits a block in both languages; the public page shows it at once, sanitised, and the log keeps it', async () => {
    expect((await publicPage('about')).ddcContentDetailList[0].title).toBe('About 0');
    const page = await read<AdminContentPage>('/api/admin/content/page?slug=about');
    const block = page.blocks[0];
    const saved = await write<AdminContentPage>(
      `/api/admin/content/updateBlock/${block.id}`,
      blockForm(block, { titleEn: 'Who we are', titleZh: '我们是谁', detailsEn: '<p>Hi<script>alert(1)</script></p><img src=x onerror=alert(1)>', detailsZh: '<p style="x">你好</p>' }),
    );
    expect(saved.blocks[0]).toMatchObject({ titleEn: 'Who we are', detailsEn: '<p>Hi</p>', detailsZh: '<p>你好</p>' });
    expect((await publicPage('about')).ddcContentDetailList[0]).toMatchObject({ title: 'Who we are', details: '<p>Hi</p>' });
    expect((await publicPage('about', 'cn')).ddcContentDetailList[0]).toMatchObject({ title: '我们是谁', details: '<p>你好</p>' });
    expect(await auditOf(testApp.db, 'contentBlock', block.id)).toEqual([
      expect.objectContaining({ actorId: admin.id, action: 'contentBlock.update', before: expect.objectContaining({ titleEn: 'About 0' }), after: expect.objectContaining({ titleEn: 'Who we are', detailsEn: '<p>Hi</p>' }) }),
    ]);
  });

  it('hides a block from the public page, keeps it in the editor, and shows it again', async () => {
    const hidden = await write<AdminContentPage>(`/api/admin/content/setBlockVisibility/${blockIds[1]}`, { published: false });
    expect(hidden.blocks.find((block) => block.id === blockIds[1])?.published).toBe(false);
    expect((await publicPage('about')).ddcContentDetailList.map((block) => block.id)).not.toContain(blockIds[1]);
    const pages = await read<AdminContentPageSummary[]>('/api/admin/content/pages');
    expect(pages.find((page) => page.slug === 'about')).toMatchObject({ blocks: 3, hiddenBlocks: 1 });
    await write(`/api/admin/content/setBlockVisibility/${blockIds[1]}`, { published: true });
    expect((await publicPage('about')).ddcContentDetailList.map((block) => block.id)).toContain(blockIds[1]);
    expect((await auditOf(testApp.db, 'contentBlock', blockIds[1])).map((record) => record.action)).toEqual(['contentBlock.hide', 'contentBlock.show']);
  });

  it('adds a block at the end and reorders the page, refusing a stale order', async () => {
    const added = await write<AdminContentPage>('/api/admin/content/createBlock', { pageSlug: 'about', imageLocation: 'upper', titleEn: 'Join us', detailsEn: '<p><a href="javascript:evil()">x</a></p>' });
    const last = added.blocks.at(-1)!;
    expect(last).toMatchObject({ titleEn: 'Join us', detailsEn: '<p><a rel="noopener noreferrer">x</a></p>', published: true });
    const order = [last.id, ...blockIds.slice().reverse()];
    const stale = await post(testApp.app, '/api/admin/content/reorderBlocks', { pageSlug: 'about', blockIds: blockIds }, { token: admin.token, language: 'cn' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('该页面的内容块已被修改，请刷新后重新排序');
    const reordered = await write<AdminContentPage>('/api/admin/content/reorderBlocks', { pageSlug: 'about', blockIds: order });
    expect(reordered.blocks.map((block) => block.id)).toEqual(order);
    expect((await publicPage('about')).ddcContentDetailList.map((block) => block.id)).toEqual(order);
    expect((await auditOf(testApp.db, 'contentPage', 'about')).at(-1)).toMatchObject({ action: 'contentPage.reorder', after: { blockIds: order } });
  });

  it('shows or hides the timetables and the products of a page', async () => {
    expect(await publicPage('teach')).toMatchObject({ isShowTimetable: false, isShowGoods: false });
    await write('/api/admin/content/pageSettings', { pageSlug: 'teach', isShowTimetable: true, isShowGoods: true });
    expect(await publicPage('teach')).toMatchObject({ isShowTimetable: true, isShowGoods: true });
    expect((await auditOf(testApp.db, 'contentPage', 'teach'))[0]).toMatchObject({ before: { isShowTimetable: false, isShowGoods: false }, after: { isShowTimetable: true, isShowGoods: true } });
  });

  it('refuses links and pictures that are not web addresses', async () => {
    const bad = await post(testApp.app, '/api/admin/content/createBlock', { pageSlug: 'about', imageLocation: 'left', buttonUrl: 'javascript:alert(1)', image: 'data:image/png;base64,xx' }, { token: admin.token });
    expect(bad.statusCode).toBe(400);
  });
});
