/** Glyphs beside a course's facts. Decorative: the text next to them carries the meaning. */
import { StrokeIcon as Glyph, type IconProps } from '../../../components/ui-icons.tsx';

export const WeeksIcon = (props: IconProps) => (
  <Glyph {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Glyph>
);

export const SeatsIcon = (props: IconProps) => (
  <Glyph {...props}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.8-3.6 3.3-5.5 6.5-5.5s5.7 1.9 6.5 5.5" />
    <path d="M16 4.8a3.5 3.5 0 0 1 0 6.4M18.5 14.8c1.6.8 2.6 2.5 3 5.2" />
  </Glyph>
);

export const CalendarIcon = (props: IconProps) => (
  <Glyph {...props}>
    <rect x="3" y="4.5" width="18" height="16" rx="2.5" />
    <path d="M3 9.5h18M8 2.5v4M16 2.5v4" />
  </Glyph>
);

export const CapIcon = (props: IconProps) => (
  <Glyph {...props}>
    <path d="m2 9 10-5 10 5-10 5z" />
    <path d="M6 11.2V16c0 1.5 2.7 3 6 3s6-1.5 6-3v-4.8M22 9v6" />
  </Glyph>
);

export const BookIcon = (props: IconProps) => (
  <Glyph {...props}>
    <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5z" />
    <path d="M4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5" />
  </Glyph>
);
