import { redirect } from 'react-router';
import { useTranslation } from '../i18n/translator.tsx';
import type { Route } from './+types/content-page';
import type { ContentPageDto } from '../../shared/api/public-content.ts';
import { loadContentPage, slugOfRequest } from '../features/content-pages/api/get-content-page.ts';
import { AssessmentPriceBand } from '../features/content-pages/components/assessment-price-band.tsx';
import { ContentBlocks } from '../features/content-pages/components/content-blocks.tsx';
import { ContentLoadingFrame } from '../features/content-pages/components/content-loading-frame.tsx';
import { PageBand } from '../features/content-pages/components/page-band.tsx';
import { ArticlesBand, UnavailablePage } from '../features/content-pages/components/page-parts.tsx';
import { useContentLoading } from '../features/content-pages/use-content-loading.ts';
import { loadArticlesQuietly } from '../features/news/api/get-articles.ts';
import { ArticleSection, EventSections } from '../features/news/components/article-section.tsx';
import { loadProductPage } from '../features/products/api/get-products.ts';
import { LocalProductCatalogue } from '../features/products/components/product-catalogue.tsx';
import { loadFilterOptions, type FilterOptions } from '../features/products/filter-options.ts';
import { initialProductFilters } from '../features/products/product-filters.ts';
import { TimetableSlot } from '../features/timetable/components/timetable-slot.tsx';
import { translatorFor } from '../i18n/i18n.ts';
import { languageFromRequest } from '../i18n/language-preference.ts';
import { isNotFound } from '../lib/api-client.ts';

const NO_OPTIONS: FilterOptions = { grades: [], courseSystems: [] };
const PAST_EVENTS_SHOWN = 6;
/** On a phone the courses show this many cards (a full row where they sit two abreast), then a button for the rest. */
const COMPACT_COURSES = 2;

/**
 * The template shared by the nine content pages (§2): blocks, then the timetable and the
 * product list when the page asks for them. An unknown page goes home; a page that fails to load
 * is swallowed quietly (§8): the visitor sees a short note in the site's frame, not an error page.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { t } = translatorFor(languageFromRequest(request));
  const slug = slugOfRequest(request);
  const loaded = await loadContentPage(context, request, slug).catch((error: unknown) => {
    if (isNotFound(error)) throw redirect('/');
    return null;
  });
  const page = loaded ?? unavailablePage(slug, t('content.unavailableTitle'));
  const goodsFilters = page.isShowGoods ? initialProductFilters(page.goodsCategoryId, page.goodsCourseType) : null;
  const [options, firstPage, articles] = await Promise.all([
    page.isShowGoods || page.isShowTimetable ? loadFilterOptions(context, request) : NO_OPTIONS,
    goodsFilters ? loadProductPage(context, request, goodsFilters).catch(() => null) : null,
    loadPageArticles(context, request, page.slug),
  ]);
  return {
    page,
    unavailableText: loaded ? null : t('content.unavailableText'),
    options,
    goods: goodsFilters ? { filters: goodsFilters, firstPage } : null,
    articles,
    title: t('content.metaTitle', { title: page.pageTitle }),
  };
}

/** A page with no blocks, titled to say it will be back. */
function unavailablePage(slug: string, title: string): ContentPageDto {
  return {
    slug,
    code: 0,
    pageTitle: title,
    pageDescription: '',
    ddcContentDetailList: [],
    isShowTimetable: false,
    isShowGoods: false,
    ddcCourseTimetables: [],
    goodsCategoryId: null,
    goodsCourseType: null,
  };
}

/** The events page lists dated events, those to come and those held; the blog page its posts. */
async function loadPageArticles(context: Route.LoaderArgs['context'], request: Request, slug: string) {
  if (slug === 'events') {
    const [upcoming, past] = await Promise.all([
      loadArticlesQuietly(context, request, { kind: 'event', when: 'upcoming' }),
      loadArticlesQuietly(context, request, { kind: 'event', when: 'past', pageSize: PAST_EVENTS_SHOWN }),
    ]);
    return { events: { upcoming: upcoming.list, past: past.list } };
  }
  if (slug === 'blog') return { posts: (await loadArticlesQuietly(context, request, { kind: 'blog' })).list };
  return null;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [{ title: loaderData.title }, { name: 'description', content: loaderData.page.pageDescription }]
    : [];

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const loading = useContentLoading();
  const { page, unavailableText, options, goods, articles } = loaderData;
  return (
    <ContentLoadingFrame loading={loading}>
      {page.ddcContentDetailList.length > 0 ? (
        <ContentBlocks key={page.slug} blocks={page.ddcContentDetailList} />
      ) : (
        <UnavailablePage title={page.pageTitle} text={unavailableText} />
      )}
      {page.slug === 'assessments' && <AssessmentPriceBand />}
      {articles && (
        <ArticlesBand>
          {articles.events && <EventSections {...articles.events} />}
          {articles.posts && (
            <ArticleSection id="blog-posts" title={t('news.blog.latest')} articles={articles.posts} empty={t('news.empty')} />
          )}
        </ArticlesBand>
      )}
      {page.isShowTimetable && (
        <TimetableSlot
          key={`timetable:${page.slug}`}
          timetables={page.ddcCourseTimetables}
          grades={options.grades}
          courseSystems={options.courseSystems}
        />
      )}
      {goods && (
        <PageBand continuesBandAbove={page.isShowTimetable}>
          <LocalProductCatalogue
            key={`goods:${page.slug}`}
            heading={t('products.section.heading')}
            initialFilters={goods.filters}
            serverPage={{ view: { filters: goods.filters, pageNum: 1 }, page: goods.firstPage }}
            options={options}
            compactVisible={COMPACT_COURSES}
          />
        </PageBand>
      )}
    </ContentLoadingFrame>
  );
}
