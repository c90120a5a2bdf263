/** Where the catalogue leads: the course page, the application that starts a purchase, the teachers. */
export const courseDetailHref = (productId: number) => `/course-detail?id=${productId}`;
export const applyHref = (productId: number) => `/apply?productId=${productId}`;
export const CATALOGUE_HREF = '/commodity';
/** A teacher's entry on the faculty page. */
export const facultyEntryHref = (facultyMemberId: number) => `/faculty#teacher-${facultyMemberId}`;
