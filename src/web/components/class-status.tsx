import type { ClassSizeDto } from '../../shared/class-size.ts';
import { useTranslation } from '../i18n/translator.tsx';
import classes from './class-status.module.css';

/** At or below this many seats, a confirmed course says how many are left. */
export const FEW_SEATS_LEFT = 3;

type StatusFacts = Pick<ClassSizeDto, 'formingState' | 'enrolled' | 'minStudents' | 'seatsLeft'>;

/** The one word on where a course stands (D31): its label's key and its tone. */
export function classStatusOf(facts: StatusFacts): { tone: 'forming' | 'confirmed' | 'few' | 'full' | 'cancelled'; key: string; values: Record<string, number> } {
  switch (facts.formingState) {
    case 'cancelled':
      return { tone: 'cancelled', key: 'common.classStatus.cancelled', values: {} };
    case 'full':
      return { tone: 'full', key: 'common.classStatus.full', values: {} };
    case 'forming':
      return { tone: 'forming', key: 'common.classStatus.forming', values: { enrolled: facts.enrolled, count: facts.minStudents } };
    default:
      return facts.seatsLeft !== null && facts.seatsLeft <= FEW_SEATS_LEFT
        ? { tone: 'few', key: 'common.classStatus.seatsLeft', values: { count: facts.seatsLeft } }
        : { tone: 'confirmed', key: 'common.classStatus.confirmed', values: {} };
  }
}

/**
 * Where a course stands, as families read it everywhere: forming (and how close), confirmed,
 * a few seats left, full with a waitlist, or cancelled. Plain elements: cards render many.
 */
export function ClassStatus({ facts, className }: { facts: StatusFacts; className?: string }) {
  const { t } = useTranslation();
  const status = classStatusOf(facts);
  return (
    <span className={className ? `${classes.status} ${className}` : classes.status} data-class-status={status.tone}>
      {t(status.key, status.values)}
    </span>
  );
}
