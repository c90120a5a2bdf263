import type { AnchorHTMLAttributes, ButtonHTMLAttributes, CSSProperties, HTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import classes from './site-controls.module.css';

/*
 * The controls of the site's frame and of the pages a first visit opens (home, the catalogue,
 * a course, the content pages). They are drawn without Mantine's provider, so those visits do not
 * download it (ADR 019, ADR 020); they look like Mantine's own.
 */

type PillLook = {
  /** Mantine's button variants; `white` is for dark backgrounds. */
  variant?: 'filled' | 'light' | 'outline' | 'default' | 'white';
  size?: 'sm' | 'md' | 'lg';
  fullWidth?: boolean;
};
type RoundLook = {
  variant: 'default' | 'subtle';
  /** Width and height in px. */
  size: number;
};

const joined = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

const pillProps = ({ variant = 'filled', size = 'sm', fullWidth }: PillLook, className?: string) => ({
  className: joined(classes.pill, className),
  'data-variant': variant,
  'data-size': size,
  'data-full-width': fullWidth || undefined,
});

const roundProps = ({ variant, size }: RoundLook, className?: string, style?: CSSProperties) => ({
  className: joined(classes.round, className),
  'data-variant': variant,
  style: { '--round-size': `${size}px`, ...style } as CSSProperties,
});

/** The page's width on wide screens (Mantine's Container, size lg). */
export function SiteContainer({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={joined(classes.container, className)} />;
}

/** A heading in the theme's heading type, sized for its level as Mantine's Title is. */
export function SiteTitle({ order, className, ...props }: HTMLAttributes<HTMLHeadingElement> & { order: 1 | 2 | 3 }) {
  const Heading = (['h1', 'h2', 'h3'] as const)[order - 1];
  return <Heading {...props} className={joined(classes.title, className)} data-order={order} />;
}

/** The larger, muted paragraph that introduces a section under its heading. */
export function SiteLead({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p {...props} className={joined(classes.lead, className)} />;
}

/** A link that looks like a rounded button. */
export function PillLink({ variant, size, fullWidth, className, children, ...link }: LinkProps & PillLook) {
  return (
    <Link {...link} {...pillProps({ variant, size, fullWidth }, className)}>
      <span className={classes.label}>{children}</span>
    </Link>
  );
}

/** A rounded link to another site, opened in a new tab without access to this one. */
export function PillAnchor({ variant, size, fullWidth, className, children, ...anchor }: AnchorHTMLAttributes<HTMLAnchorElement> & PillLook) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...anchor} {...pillProps({ variant, size, fullWidth }, className)}>
      <span className={classes.label}>{children}</span>
    </a>
  );
}

/** A rounded button. */
export function PillButton({ variant, size, fullWidth, className, children, ...button }: ButtonHTMLAttributes<HTMLButtonElement> & PillLook) {
  return (
    <button type="button" {...button} {...pillProps({ variant, size, fullWidth }, className)}>
      <span className={classes.label}>{children}</span>
    </button>
  );
}

/** A round link around an icon; it needs an `aria-label`. */
export function RoundIconLink({ variant, size, className, style, ...link }: LinkProps & RoundLook) {
  return <Link {...link} {...roundProps({ variant, size }, className, style)} />;
}

/** A round button around an icon; it needs an `aria-label`. */
export function RoundIconButton({ variant, size, className, style, ...button }: ButtonHTMLAttributes<HTMLButtonElement> & RoundLook) {
  return <button type="button" {...button} {...roundProps({ variant, size }, className, style)} />;
}

/** A turning ring for work under way; it needs a label, which it carries as its name. */
export function Spinner({ label }: { label: string }) {
  return <span className={classes.spinner} role="status" aria-label={label} />;
}

/** A pulsing block that keeps a control's place until the browser knows what goes there. */
export function ControlPlaceholder({ width, height, radius = 'xl' }: { width?: number; height: number; radius?: 'md' | 'xl' }) {
  return (
    <span
      className={classes.placeholder}
      style={{ width: width ?? '100%', height, borderRadius: `var(--mantine-radius-${radius})` }}
      aria-hidden="true"
    />
  );
}
