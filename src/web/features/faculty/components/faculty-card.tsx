import type { FacultyMemberDto } from '../../../../shared/api/public-content.ts';
import classes from './faculty.module.css';

/** Portraits are square illustrations. */
const PORTRAIT_PX = 80;

export function FacultyCard({ member, eager }: { member: FacultyMemberDto; eager: boolean }) {
  return (
    <article className={classes.card}>
      <div className={classes.cardHead}>
        <img
          className={classes.photo}
          src={member.photo}
          alt={member.name}
          width={PORTRAIT_PX}
          height={PORTRAIT_PX}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <h2 className={classes.name}>{member.name}</h2>
      </div>
      <p className={classes.biography}>{member.biography}</p>
    </article>
  );
}
