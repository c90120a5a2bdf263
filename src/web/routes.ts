import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { CONTENT_PAGE_SLUGS } from '../shared/catalogue.ts';

/** The route table of spec §2. Pages that need an account render on the client only. */

export default [
  index('routes/root-redirect.tsx'),
  layout('app/layout/site-layout.tsx', [
    // The page most first visits open, drawn without Mantine's provider, as the site's frame is.
    route('home', 'routes/home.tsx'),
    // The catalogue, the courses and the content pages, where visits from search and links land:
    // drawn without Mantine's provider too (ADR 020). They read the API from the browser.
    layout('routes/query-scope-layout.tsx', { id: 'query-scope:landing' }, [
      route('commodity', 'routes/commodity.tsx'),
      route('course-detail', 'routes/course-detail.tsx'),
      ...CONTENT_PAGE_SLUGS.map((slug) => route(slug, 'routes/content-page.tsx', { id: `content:${slug}` })),
    ]),
    layout('routes/mantine-scope-layout.tsx', { id: 'mantine-scope:site' }, [
      route('news', 'routes/news.tsx'),
      route('news/:slug', 'routes/article.tsx'),
      route('faculty', 'routes/faculty.tsx'),
      // The pages below read the API from the browser; the ones above render from their loaders alone.
      layout('routes/query-scope-layout.tsx', { id: 'query-scope:site' }, [
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
          route('notifications', 'routes/user-notifications.tsx'),
          route('messages', 'routes/user-messages.tsx'),
          route('child', 'routes/user-child.tsx'),
          route('teacher', 'routes/user-teacher.tsx'),
          route('classes', 'routes/user-classes.tsx'),
          route('classes/:id', 'routes/user-class.tsx'),
          route('reports', 'routes/user-reports.tsx'),
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
    ]),
  ]),
  layout('routes/mantine-scope-layout.tsx', { id: 'mantine-scope:apart' }, [
    layout('routes/query-scope-layout.tsx', { id: 'query-scope:apart' }, [
      // The back office (issue 7): client-rendered, in chunks of its own.
      route('admin', 'routes/admin-layout.tsx', [
        index('routes/admin-dashboard.tsx'),
        route('orders', 'routes/admin-orders.tsx'),
        route('orders/:id', 'routes/admin-order-detail.tsx'),
        route('course-decisions', 'routes/admin-course-decisions.tsx'),
        route('families', 'routes/admin-families.tsx'),
        route('families/:id', 'routes/admin-family-detail.tsx'),
        route('classes', 'routes/admin-classes.tsx'),
        route('classes/:id', 'routes/admin-class-detail.tsx'),
        route('feedback', 'routes/admin-feedback.tsx'),
        route('feedback/saved-replies', 'routes/admin-saved-replies.tsx'),
        route('feedback/:id', 'routes/admin-feedback-thread.tsx'),
        route('teacher-threads', 'routes/admin-teacher-threads.tsx'),
        route('teacher-threads/:id', 'routes/admin-teacher-thread.tsx'),
        route('progress-reports', 'routes/admin-progress-reports.tsx'),
        route('progress-reports/:id', 'routes/admin-progress-report.tsx'),
        route('assessments', 'routes/admin-assessments.tsx'),
        route('assessments/:id', 'routes/admin-assessment-detail.tsx'),
        route('requirements', 'routes/admin-requirements.tsx'),
        route('requirements/:id', 'routes/admin-requirement-detail.tsx'),
        route('teacher-applications', 'routes/admin-teacher-applications.tsx'),
        route('teacher-applications/:id', 'routes/admin-teacher-application.tsx'),
        route('products', 'routes/admin-products.tsx'),
        route('products/new', 'routes/admin-product-new.tsx'),
        route('products/:id', 'routes/admin-product.tsx'),
        route('catalogue-lists', 'routes/admin-catalogue-lists.tsx'),
        route('home', 'routes/admin-home.tsx'),
        route('home/:kind/:id', 'routes/admin-home-item.tsx'),
        route('content', 'routes/admin-content.tsx'),
        route('content/:slug', 'routes/admin-content-page.tsx'),
        route('content/:slug/:blockId', 'routes/admin-content-block.tsx'),
        route('faculty', 'routes/admin-faculty.tsx'),
        route('faculty/:id', 'routes/admin-faculty-member.tsx'),
        route('news', 'routes/admin-news.tsx'),
        route('news/:id', 'routes/admin-news-article.tsx'),
        route('staff', 'routes/admin-staff.tsx'),
        route('staff/new', 'routes/admin-staff-new.tsx'),
        route('audit', 'routes/admin-audit.tsx'),
        route('notifications', 'routes/admin-notifications.tsx'),
      ]),
      layout('routes/standalone-layout.tsx', [
        route('login', 'routes/login.tsx'),
        route('getpass', 'routes/getpass.tsx'),
        route('register', 'routes/register.tsx'),
        route('register/foreign', 'routes/register-foreign.tsx'),
      ]),
    ]),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;

