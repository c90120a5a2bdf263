export const content = {
  loading: 'Loading the page',
  opensInNewTab: '{{text}} (opens in a new tab)',
  metaTitle: '{{title}} | Everbright Academy',
};
