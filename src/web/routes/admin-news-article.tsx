import { useLocation } from 'react-router';
import type { Route } from './+types/admin-news-article';
import { backHrefOf } from '../components/admin/back-href.ts';
import { ArticleEditor } from '../features/admin-news/components/article-editor.tsx';
import type { RenderArticle } from '../features/admin-news/components/article-preview.tsx';
import { AreaGate } from '../features/admin-shell/components/area-gate.tsx';
import { useSignedInUser } from '../features/auth/use-session.ts';
import { ArticleView } from '../features/news/components/article-view.tsx';

/** The preview shows the draft through the public page's own component, under the editor's h1. */
const renderArticle: RenderArticle = (article, now) => <ArticleView article={article} now={now} titleOrder={2} />;

export default function AdminNewsArticlePage({ params }: Route.ComponentProps) {
  const user = useSignedInUser();
  const backHref = backHrefOf(useLocation().state, '/admin/news');
  const articleId = params.id === 'new' ? null : Number(params.id);
  return (
    <AreaGate role={user.role} area="content">
      <ArticleEditor key={params.id} articleId={articleId} backHref={backHref} renderArticle={renderArticle} />
    </AreaGate>
  );
}
