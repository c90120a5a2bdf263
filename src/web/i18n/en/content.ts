export const content = {
  loading: 'Loading the page',
  opensInNewTab: '{{text}} (opens in a new tab)',
  metaTitle: '{{title}} · Everbright Academy',
  unavailableTitle: 'This page is being updated',
  unavailableText: 'Please look again in a moment. Everything else on the site works as usual.',
};
