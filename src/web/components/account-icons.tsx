/** Glyphs of the account pages and the user area, drawn inline. Decorative: callers label the control. */
import { StrokeIcon, type IconProps } from './ui-icons.tsx';

const Stroke = ({ size = 18, ...props }: IconProps & { children: React.ReactNode }) => <StrokeIcon size={size} {...props} />;

export const CheckIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M20 6 9 17l-5-5" />
  </Stroke>
);

export const DotIcon = (props: IconProps) => (
  <Stroke {...props}>
    <circle cx="12" cy="12" r="3" />
  </Stroke>
);

export const HomeIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="m3 10 9-7 9 7v10a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />
  </Stroke>
);

export const UserIcon = (props: IconProps) => (
  <Stroke {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Stroke>
);

export const ChildrenIcon = (props: IconProps) => (
  <Stroke {...props}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
    <circle cx="17.5" cy="9.5" r="2.5" />
    <path d="M16 14.2a5 5 0 0 1 6 4.8" />
  </Stroke>
);

export const TicketIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M3 8a2 2 0 0 0 0 4v0a2 2 0 0 1 0 4v2h18v-2a2 2 0 0 1 0-4 2 2 0 0 0 0-4V6H3z" />
    <path d="M13 6v2m0 3v2m0 3v2" />
  </Stroke>
);

export const ReceiptIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2z" />
    <path d="M9 8h6M9 12h6" />
  </Stroke>
);

export const CalendarIcon = (props: IconProps) => (
  <Stroke {...props}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </Stroke>
);

export const ChatIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
  </Stroke>
);

export const UploadIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M12 16V4m-5 5 5-5 5 5" />
    <path d="M4 16v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
  </Stroke>
);

export const RecordIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M6 3h9l4 4v14H6z" />
    <path d="M14 3v5h5M9 13h7M9 17h5" />
  </Stroke>
);

export const TeacherIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="m2 9 10-5 10 5-10 5z" />
    <path d="M6 11v5c3 2.5 9 2.5 12 0v-5M22 9v6" />
  </Stroke>
);

export const StarIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />
  </Stroke>
);

export const InboxIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M3 13h5l1.5 3h5L16 13h5" />
    <path d="M5.5 5h13L21 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-6z" />
  </Stroke>
);

export const KeyIcon = (props: IconProps) => (
  <Stroke {...props}>
    <circle cx="8" cy="15" r="4" />
    <path d="m11 12 9-9m-4 4 3 3m-6 0 2 2" />
  </Stroke>
);

export const LogoutIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" />
    <path d="M10 17 5 12l5-5M5 12h11" />
  </Stroke>
);

export const PlusIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M12 5v14M5 12h14" />
  </Stroke>
);

export const PencilIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M4 20h4L19 9l-4-4L4 16z" />
    <path d="m13.5 6.5 4 4" />
  </Stroke>
);

export const TrashIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M4 7h16M10 11v6M14 11v6" />
    <path d="M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Stroke>
);

export const FileIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M6 3h9l4 4v14H6z" />
    <path d="M14 3v5h5" />
  </Stroke>
);

export const ClockIcon = (props: IconProps) => (
  <Stroke {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Stroke>
);

export const MailOutlineIcon = (props: IconProps) => (
  <Stroke {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Stroke>
);

export const PhoneOutlineIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  </Stroke>
);

export const AlertIcon = (props: IconProps) => (
  <Stroke {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v5M12 16h.01" />
  </Stroke>
);

export const SparkleIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6" />
  </Stroke>
);

export const BellIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </Stroke>
);
