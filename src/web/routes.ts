import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { CONTENT_PAGE_SLUGS } from '../shared/catalogue.ts';

/** The route table of spec §2. Pages that need an account render on the client only. */
const memberPage = (path: string) => route(path, 'routes/member-coming-soon.tsx', { id: `member:${path}` });
const userComingSoon = (path: string) => route(path, 'routes/user-coming-soon.tsx', { id: `user:${path}` });

export default [
  index('routes/root-redirect.tsx'),
  layout('app/layout/site-layout.tsx', [
    route('home', 'routes/home.tsx'),
    route('commodity', 'routes/commodity.tsx'),
    route('course-detail', 'routes/course-detail.tsx'),
    route('news', 'routes/news.tsx'),
    route('news/:slug', 'routes/article.tsx'),
    route('faculty', 'routes/faculty.tsx'),
    ...CONTENT_PAGE_SLUGS.map((slug) => route(slug, 'routes/content-page.tsx', { id: `content:${slug}` })),
    route('order-detail', 'routes/order-detail.tsx'),
    route('apply', 'routes/apply.tsx'),
    route('sandbox-checkout', 'routes/sandbox-checkout.tsx'),
    route('stripe-callback', 'routes/stripe-callback.tsx'),
    ...['requirement-detail', 'apply/evaluation', 'apply/inspire'].map(
      memberPage,
    ),
    route('user', 'routes/user-layout.tsx', [
      index('routes/user-index-redirect.tsx'),
      route('home', 'routes/user-home.tsx'),
      route('account', 'routes/user-account.tsx'),
      route('child', 'routes/user-child.tsx'),
      route('teacher', 'routes/user-teacher.tsx'),
      route('order', 'routes/user-order.tsx'),
      route('entitle', 'routes/user-entitle.tsx'),
      // Their issues have not landed yet: a clear 'coming soon' state, no made-up data.
      ...['plan', 'requirement', 'requirement/upload', 'record', 'feedback', 'feedback-result'].map(
        userComingSoon,
      ),
    ]),
  ]),
  layout('routes/standalone-layout.tsx', [
    route('login', 'routes/login.tsx'),
    route('getpass', 'routes/getpass.tsx'),
    route('register', 'routes/register.tsx'),
    route('register/foreign', 'routes/register-foreign.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
