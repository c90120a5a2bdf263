import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { CONTENT_PAGE_SLUGS } from '../shared/catalogue.ts';

/** The route table of spec §2. Pages that need an account render on the client only. */

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
    route('apply/evaluation', 'routes/apply-evaluation.tsx'),
    route('apply/inspire', 'routes/apply-inspire.tsx'),
    route('requirement-detail', 'routes/requirement-detail.tsx'),
    route('user', 'routes/user-layout.tsx', [
      index('routes/user-index-redirect.tsx'),
      route('home', 'routes/user-home.tsx'),
      route('account', 'routes/user-account.tsx'),
      route('child', 'routes/user-child.tsx'),
      route('teacher', 'routes/user-teacher.tsx'),
      route('order', 'routes/user-order.tsx'),
      route('entitle', 'routes/user-entitle.tsx'),
      route('requirement', 'routes/user-requirement.tsx'),
      route('requirement/upload', 'routes/user-requirement-upload.tsx'),
      route('plan', 'routes/user-plan.tsx'),
      route('record', 'routes/user-record.tsx'),
      route('feedback', 'routes/user-feedback.tsx'),
      route('feedback-result', 'routes/user-feedback-result.tsx'),
    ]),
  ]),
  // The back office (issue 7): client-rendered, in chunks of its own.
  route('admin', 'routes/admin-layout.tsx', [
    index('routes/admin-dashboard.tsx'),
    route('orders', 'routes/admin-orders.tsx'),
    route('orders/:id', 'routes/admin-order-detail.tsx'),
    route('families', 'routes/admin-families.tsx'),
    route('families/:id', 'routes/admin-family-detail.tsx'),
    route('teacher-applications', 'routes/admin-teacher-applications.tsx'),
    route('teacher-applications/:id', 'routes/admin-teacher-application.tsx'),
    route('products', 'routes/admin-products.tsx'),
    route('products/new', 'routes/admin-product-new.tsx'),
    route('products/:id', 'routes/admin-product.tsx'),
    route('staff', 'routes/admin-staff.tsx'),
    route('staff/new', 'routes/admin-staff-new.tsx'),
    route('audit', 'routes/admin-audit.tsx'),
  ]),
  layout('routes/standalone-layout.tsx', [
    route('login', 'routes/login.tsx'),
    route('getpass', 'routes/getpass.tsx'),
    route('register', 'routes/register.tsx'),
    route('register/foreign', 'routes/register-foreign.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
