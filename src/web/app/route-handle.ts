/** What a route module declares about itself through React Router's `handle` export. */
export interface RouteHandle {
  /** The page shows sign-in or user-area texts, which visitors' pages do not download. */
  memberTexts?: boolean;
}

export const memberTextsHandle: RouteHandle = { memberTexts: true };
