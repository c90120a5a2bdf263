import {
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
  | 'entitle'
  | 'order'
  | 'plan'
  | 'child'
  | 'requirement'
  | 'requirementUpload'
  | 'record'
  | 'teacher'
  | 'feedback'
  | 'feedbackResult';

export interface UserPage {
  key: UserPageKey;
  /** The path under /user, as in the route table (§2). */
  segment: string;
  icon: (props: { size?: number }) => React.ReactNode;
}

export interface UserNavSection {
  key: 'account' | 'learning' | 'consulting' | 'feedback';
  pages: UserPage[];
}

/** The twelve children of /user (§2), grouped by what a family comes to do. */
export const USER_NAVIGATION: UserNavSection[] = [
  {
    key: 'account',
    pages: [
      { key: 'home', segment: 'home', icon: HomeIcon },
      { key: 'account', segment: 'account', icon: UserIcon },
      { key: 'child', segment: 'child', icon: ChildrenIcon },
      { key: 'teacher', segment: 'teacher', icon: TeacherIcon },
    ],
  },
  {
    key: 'learning',
    pages: [
      { key: 'order', segment: 'order', icon: ReceiptIcon },
      { key: 'entitle', segment: 'entitle', icon: TicketIcon },
      { key: 'plan', segment: 'plan', icon: CalendarIcon },
      { key: 'record', segment: 'record', icon: RecordIcon },
    ],
  },
  {
    key: 'consulting',
    pages: [
      { key: 'requirement', segment: 'requirement', icon: ChatIcon },
      { key: 'requirementUpload', segment: 'requirement/upload', icon: UploadIcon },
    ],
  },
  {
    key: 'feedback',
    pages: [
      { key: 'feedback', segment: 'feedback', icon: StarIcon },
      { key: 'feedbackResult', segment: 'feedback-result', icon: InboxIcon },
    ],
  },
];

export const USER_PAGES: UserPage[] = USER_NAVIGATION.flatMap((section) => section.pages);

export const userPathOf = (page: Pick<UserPage, 'segment'>) => `/user/${page.segment}`;

/** The page a pathname shows, if it is one of the twelve. */
export function userPageAt(pathname: string): UserPage | undefined {
  const path = pathname.replace(/\/+$/, '');
  return USER_PAGES.find((page) => userPathOf(page) === path);
}
