import type { Route } from './+types/home';
import type { HomeContentDto } from '../../shared/api/public-content.ts';
import { pageMeta } from '../app/layout/page-meta.ts';
import { catalogueOf } from '../i18n/i18n.ts';
import { getHomeContent } from '../features/home/api/get-home-content.ts';
import { CustomerSharings } from '../features/home/components/customer-sharings.tsx';
import { FeaturedProducts } from '../features/home/components/featured-products.tsx';
import { HomeHero } from '../features/home/components/home-hero.tsx';
import { HomeIntro } from '../features/home/components/home-intro.tsx';
import { HomeUnavailable } from '../features/home/components/home-unavailable.tsx';
import { SubjectGrid } from '../features/home/components/subject-grid.tsx';
import { ProductCard } from '../features/products/components/product-card.tsx';
import { languageFromRequest } from '../i18n/language-preference.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const texts = catalogueOf(languageFromRequest(request)).home;
  let content: HomeContentDto | null = null;
  try {
    content = await getHomeContent(context, request);
  } catch {
    // Failed content loads are swallowed (§8); the page says so instead of breaking.
  }
  return { content, meta: { title: texts.metaTitle, description: texts.metaDescription } };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function HomePage({ loaderData: { content } }: Route.ComponentProps) {
  if (!content) return <HomeUnavailable />;
  return (
    <>
      <HomeHero slides={content.ddcHeadPicture} />
      <HomeIntro content={content.ddcContent} />
      <SubjectGrid subjects={content.ddcHomeSubjectList} />
      <FeaturedProducts
        products={content.pmsProductList}
        renderProduct={(product) => <ProductCard product={product} />}
      />
      <CustomerSharings sharings={content.ddcCustomerSharings} />
    </>
  );
}
