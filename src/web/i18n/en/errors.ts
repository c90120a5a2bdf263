export const errors = {
  notFoundTitle: 'We could not find that page',
  notFoundBody: 'The page may have moved, or the link may be mistyped.',
  genericTitle: 'Something went wrong',
  genericBody: 'Please refresh the page or try again in a moment.',
  backHome: 'Back to home',
};
