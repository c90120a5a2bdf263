export const content = {
  loading: 'Loading the page',
  opensInNewTab: '{{text}} (opens in a new tab)',
  metaTitle: '{{title}} · Everbright Academy',
  unavailableTitle: 'This page is being updated',
  unavailableText: 'Please look again in a moment. Everything else on the site works as usual.',
  assessmentPrice: {
    free: 'An assessment is free',
    freeText: 'Booking an assessment costs nothing and commits you to nothing: pick two to four subjects and three times that suit you, and we confirm one.',
    price: 'An assessment costs {{price}}',
    priceText: 'Pick two to four subjects and three times that suit you, and we confirm one.',
    book: 'Book an assessment',
  },
};
