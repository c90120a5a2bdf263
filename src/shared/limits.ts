/** Business constants of the specification (§9) and our decisions (D16). */
export const PRODUCT_PAGE_SIZE = 9;
export const MAX_PAGE_SIZE = 100;
export const ARTICLE_PAGE_SIZE = 9;
export const FOOTER_PRODUCT_COUNT = 3;
export const HOME_PRODUCT_ROW = 3;
export const FACULTY_COUNT = 42;
export const SCHEDULES_SHOWN_PER_DAY = 3;
export const CALENDAR_CELLS = 42;
export const HEADER_SHRINK_AT_PX = 5;
export const SIDE_IMAGE_MAX_WIDTH_PX = 588;
export const TOAST_MS = 3000;
export const CONTENT_LOADING_CLEAR_MS = 300;
export const COMPACT_BREAKPOINT_PX = 768;
export const ACADEMY_TIME_ZONE_DEFAULT = 'Asia/Shanghai';
