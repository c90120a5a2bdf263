import type { AppLoadContext } from 'react-router';
import type { HomeContentDto } from '../../../../shared/api/public-content.ts';
import { loadFromApi } from '../../../lib/api-client.ts';

/** GET home/content: hero, intro, subjects, testimonials and the first products (§7). */
export function getHomeContent(context: AppLoadContext, request: Request) {
  return loadFromApi<HomeContentDto>(context, request, 'home/content');
}
