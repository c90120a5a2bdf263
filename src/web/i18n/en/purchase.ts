/** Applying for a course, the sandbox checkout and the payment return page. */
export const purchase = {
  title: 'Apply',
};
