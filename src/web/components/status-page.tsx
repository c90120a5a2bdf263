import { PillLink } from './site-controls.tsx';
import classes from './status-page.module.css';

/** A whole-page message: not found, failure, or a page that needs an account. */
export function StatusPage(props: {
  title: string;
  description: string;
  actionLabel?: string;
  actionHref?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{props.title}</h1>
      <p className={classes.description}>{props.description}</p>
      {props.children}
      {props.actionHref && props.actionLabel && (
        <PillLink to={props.actionHref} size="md">
          {props.actionLabel}
        </PillLink>
      )}
    </div>
  );
}
