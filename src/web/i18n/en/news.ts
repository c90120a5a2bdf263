export const news = {
  metaTitle: 'News & events · Everbright Academy',
  metaDescription:
    'Open days, parent seminars, camps and articles from Everbright Academy, the online academy for gifted K-12 students.',
  eyebrow: 'Newsroom',
  title: 'News & events',
  lead: 'What is coming up at the academy, and what our teachers are writing about.',
  kind: {
    event: 'Event',
    blog: 'Blog',
    news: 'News',
  },
  events: {
    upcoming: 'Upcoming events',
    past: 'Past events',
    noneUpcoming: 'No events are planned just now. New dates are announced here first.',
    all: 'All events',
  },
  blog: {
    title: 'From the blog',
    all: 'All articles',
    latest: 'Latest articles',
  },
  news: {
    title: 'Academy news',
  },
  event: {
    details: 'Event details',
    whenLabel: 'When',
    whereLabel: 'Where',
    when: '{{day}}, {{start}}–{{end}}',
    whenDays: '{{first}} to {{last}}, {{start}}–{{end}} each day',
    timeZone: 'Beijing time',
    register: 'Sign up',
    registerByMail: 'Sign up by e-mail',
    ended: 'This event has taken place.',
  },
  article: {
    back: 'News & events',
    published: 'Published on {{date}}',
    metaTitle: '{{title}} · Everbright Academy',
    notFoundTitle: 'We could not find that article',
    notFoundBody: 'It may have been taken down, or the link may be incomplete. The latest news and events are on our news page.',
    notFoundMetaTitle: 'Article not found · Everbright Academy',
    moreOf: {
      event: 'See all events',
      blog: 'Read more from the blog',
      news: 'More news and events',
    },
  },
  readMore: 'Read more',
  empty: 'Nothing to show here yet. Please check back soon.',
};
