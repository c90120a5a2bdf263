export const news = {
  metaTitle: 'News & events · Everbright Academy',
  metaDescription:
    'Camps, open days and articles from Everbright Academy, the online academy for gifted K-12 students.',
  eyebrow: 'Newsroom',
  title: 'News & events',
  lead: 'What is coming up at the academy, and what our teachers are writing about.',
  events: {
    title: 'Events',
    all: 'All events',
  },
  blog: {
    title: 'From the blog',
    all: 'All articles',
  },
  readMore: 'Read more',
  empty: 'Nothing to show here yet. Please check back soon.',
};
