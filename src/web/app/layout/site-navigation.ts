/** The header's navigation (§2), shared by the full header and the compact drawer. */
export interface NavEntry {
  /** Label key under `layout.nav`. */
  key: 'home' | 'about' | 'assessments' | 'programs' | 'insights' | 'inspire' | 'courses' | 'teach' | 'faculty';
  href: string;
  children?: NavEntry[];
}

export const HOME_ENTRY: NavEntry = { key: 'home', href: '/home' };

export const PRIMARY_NAVIGATION: NavEntry[] = [
  { key: 'about', href: '/about' },
  { key: 'assessments', href: '/assessments' },
  {
    key: 'programs',
    href: '/programs',
    children: [
      { key: 'insights', href: '/insights' },
      { key: 'inspire', href: '/inspire' },
    ],
  },
  /** The whole catalogue, with its filters in the address. */
  { key: 'courses', href: '/commodity' },
  { key: 'teach', href: '/teach', children: [{ key: 'faculty', href: '/faculty' }] },
];

export const REGISTER_PATH = '/register';
export const LOGIN_PATH = '/login';
