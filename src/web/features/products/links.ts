/** Where the catalogue leads: the course page, and the application that starts a purchase. */
export const courseDetailHref = (productId: number) => `/course-detail?id=${productId}`;
export const applyHref = (productId: number) => `/apply?productId=${productId}`;
export const CATALOGUE_HREF = '/programs';
