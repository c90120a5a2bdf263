import classes from './section-heading.module.css';

/** A section's small label, heading and optional lead, used across the marketing pages. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  level = 2,
  align = 'left',
  tone = 'onLight',
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  level?: 1 | 2;
  align?: 'left' | 'center';
  tone?: 'onLight' | 'onDark';
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={classes.root} data-align={align} data-tone={tone}>
      {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
      <Heading id={id} className={classes.title} data-level={level}>
        {title}
      </Heading>
      {lead && <p className={classes.lead}>{lead}</p>}
    </div>
  );
}
