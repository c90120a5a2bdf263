import type { AppLoadContext } from 'react-router';
import type { ArticleDto } from '../../../../shared/api/public-content.ts';
import { articleSlugParam } from '../../../../shared/api/public-queries.ts';
import { isNotFound, loadFromApi } from '../../../lib/api-client.ts';

/** GET home/article/{slug}: the article of `/news/<slug>`; null when the slug is malformed or unknown. */
export async function loadArticle(context: AppLoadContext, request: Request, slug: string | undefined): Promise<ArticleDto | null> {
  const parsed = articleSlugParam.safeParse({ slug });
  if (!parsed.success) return null;
  try {
    return await loadFromApi<ArticleDto>(context, request, `home/article/${parsed.data.slug}`);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
