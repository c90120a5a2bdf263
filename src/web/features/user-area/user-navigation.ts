import {
  BellIcon,
  CalendarIcon,
  ChatIcon,
  ChildrenIcon,
  HomeIcon,
  InboxIcon,
  ReceiptIcon,
  RecordIcon,
  StarIcon,
  TeacherIcon,
  TicketIcon,
  UploadIcon,
  UserIcon,
} from '../../components/account-icons.tsx';

/** Label key under `user.nav`. */
export type UserPageKey =
  | 'home'
  | 'account'
  | 'notifications'
  | 'messages'
  | 'entitle'
  | 'order'
  | 'plan'
  | 'child'
  | 'requirement'
  | 'requirementUpload'
  | 'record'
  | 'teacher'
  | 'classes'
  | 'reports'
  | 'feedback'
  | 'feedbackResult';

export interface UserPage {
  key: UserPageKey;
  /** The path under /user, as in the route table (§2). */
  segment: string;
  icon: (props: { size?: number }) => React.ReactNode;
  /** Who the page is for; a page without one is for every member. */
  audience?: 'family' | 'teacher';
}

export interface UserNavSection {
  key: 'account' | 'learning' | 'consulting' | 'feedback';
  pages: UserPage[];
}

/** The children of /user (§2, and the notification centre of issue 27), grouped by what a family comes to do. */
export const USER_NAVIGATION: UserNavSection[] = [
  {
    key: 'account',
    pages: [
      { key: 'home', segment: 'home', icon: HomeIcon },
      { key: 'account', segment: 'account', icon: UserIcon },
      { key: 'notifications', segment: 'notifications', icon: BellIcon },
      { key: 'messages', segment: 'messages', icon: ChatIcon },
      { key: 'child', segment: 'child', icon: ChildrenIcon, audience: 'family' },
      { key: 'teacher', segment: 'teacher', icon: TeacherIcon, audience: 'teacher' },
    ],
  },
  {
    key: 'learning',
    pages: [
      { key: 'order', segment: 'order', icon: ReceiptIcon, audience: 'family' },
      { key: 'entitle', segment: 'entitle', icon: TicketIcon, audience: 'family' },
      { key: 'plan', segment: 'plan', icon: CalendarIcon, audience: 'family' },
      { key: 'record', segment: 'record', icon: RecordIcon, audience: 'family' },
      { key: 'classes', segment: 'classes', icon: CalendarIcon, audience: 'teacher' },
      { key: 'reports', segment: 'reports', icon: RecordIcon, audience: 'teacher' },
    ],
  },
  {
    key: 'consulting',
    pages: [
      { key: 'requirement', segment: 'requirement', icon: ChatIcon, audience: 'family' },
      { key: 'requirementUpload', segment: 'requirement/upload', icon: UploadIcon, audience: 'family' },
    ],
  },
  {
    key: 'feedback',
    pages: [
      { key: 'feedback', segment: 'feedback', icon: StarIcon, audience: 'family' },
      { key: 'feedbackResult', segment: 'feedback-result', icon: InboxIcon, audience: 'family' },
    ],
  },
];

export const USER_PAGES: UserPage[] = USER_NAVIGATION.flatMap((section) => section.pages);

/**
 * The navigation a member sees: only the pages that work for them. A parent has no teacher
 * profile (its API answers 404 to them), and a teacher buys and books nothing.
 */
export function userNavigationFor(isTeacher: boolean): UserNavSection[] {
  const audience = isTeacher ? 'teacher' : 'family';
  return USER_NAVIGATION.map((section) => ({
    ...section,
    pages: section.pages.filter((page) => page.audience === undefined || page.audience === audience),
  })).filter((section) => section.pages.length > 0);
}

export const userPathOf = (page: Pick<UserPage, 'segment'>) => `/user/${page.segment}`;

/** The page a pathname shows, if it is one of them. */
export function userPageAt(pathname: string): UserPage | undefined {
  const path = pathname.replace(/\/+$/, '');
  return USER_PAGES.find((page) => userPathOf(page) === path);
}
