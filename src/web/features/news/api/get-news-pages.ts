import type { AppLoadContext } from 'react-router';
import type { ContentBlockDto, ContentPageDto } from '../../../../shared/api/public-content.ts';
import type { ContentPageSlug } from '../../../../shared/catalogue.ts';
import { loadFromApi } from '../../../lib/api-client.ts';

/** The content pages the news page is built from, in the order it shows them. */
export const NEWS_SOURCES = ['events', 'blog'] as const satisfies readonly ContentPageSlug[];
export type NewsSource = (typeof NEWS_SOURCES)[number];

export type NewsItem = Pick<
  ContentBlockDto,
  'id' | 'title' | 'subTitle' | 'module' | 'image' | 'imageWidth' | 'imageHeigh'
>;

export interface NewsSection {
  source: NewsSource;
  href: string;
  description: string;
  items: NewsItem[];
}

/** Only what the cards show travels to the browser: the blocks' long HTML stays behind. */
function toNewsSection(source: NewsSource, page: ContentPageDto): NewsSection {
  return {
    source,
    href: `/${page.slug}`,
    description: page.pageDescription,
    items: page.ddcContentDetailList
      .filter((block) => block.title)
      .map(({ id, title, subTitle, module, image, imageWidth, imageHeigh }) => ({
        id,
        title,
        subTitle,
        module,
        image,
        imageWidth,
        imageHeigh,
      })),
  };
}

/**
 * GET home/content/events and home/content/blog side by side. A page that fails to load is left
 * out (failed content loads are swallowed, §8), and so is a page without a titled block.
 */
export async function getNewsSections(context: AppLoadContext, request: Request): Promise<NewsSection[]> {
  const results = await Promise.allSettled(
    NEWS_SOURCES.map((source) => loadFromApi<ContentPageDto>(context, request, `home/content/${source}`)),
  );
  return NEWS_SOURCES.flatMap((source, index) => {
    const result = results[index];
    if (result.status !== 'fulfilled') return [];
    const section = toNewsSection(source, result.value);
    return section.items.length > 0 ? [section] : [];
  });
}
