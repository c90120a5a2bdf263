import type { AppLoadContext } from 'react-router';
import type { ContentPageDto } from '../../../../shared/api/public-content.ts';
import { loadFromApi } from '../../../lib/api-client.ts';

/** A content page by slug (D3); the API answers 404 for a slug it does not know. */
export const loadContentPage = (context: AppLoadContext, request: Request, slug: string) =>
  loadFromApi<ContentPageDto>(context, request, `home/content/${encodeURIComponent(slug)}`);

/** The slug is the first segment of the path: `/insights` → `insights`. */
export const slugOfRequest = (request: Request) => new URL(request.url).pathname.split('/')[1] ?? '';
