import type { ButtonHTMLAttributes, CSSProperties, HTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import classes from './site-controls.module.css';

/*
 * The controls of the site's frame and of the home page. They are drawn without Mantine's
 * provider, so a first visit does not download it (ADR 019); they look like Mantine's own.
 */

type PillLook = {
  variant?: 'filled' | 'outline' | 'default';
  size?: 'sm' | 'md';
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

/** A link that looks like a rounded button. */
export function PillLink({ variant, size, fullWidth, className, children, ...link }: LinkProps & PillLook) {
  return (
    <Link {...link} {...pillProps({ variant, size, fullWidth }, className)}>
      <span className={classes.label}>{children}</span>
    </Link>
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

/** A pulsing block that keeps a control's place until the browser knows what goes there. */
export function ControlPlaceholder({ width, height }: { width?: number; height: number }) {
  return <span className={classes.placeholder} style={{ width: width ?? '100%', height }} aria-hidden="true" />;
}
