import { ProductCategory } from './catalogue.ts';

/** D31: the class sizes a course gets unless staff set others. */
export const DEFAULT_CLASS_SIZE: Record<number, { min: number; max: number }> = {
  [ProductCategory.Insights]: { min: 4, max: 8 },
  [ProductCategory.Inspire]: { min: 1, max: 2 },
};

export const classSizeDefaultOf = (categoryId: number) => DEFAULT_CLASS_SIZE[categoryId] ?? DEFAULT_CLASS_SIZE[ProductCategory.Insights];

/** The most students staff may set for one course. */
export const MAX_CLASS_SIZE = 500;

/** Where a course stands (D31), as families see it. */
export const FORMING_STATES = ['forming', 'confirmed', 'full', 'cancelled'] as const;
export type FormingState = (typeof FORMING_STATES)[number];

export interface ClassSizeFacts {
  minStudents: number;
  /** Families enrolled: orders paid or under way. */
  enrolled: number;
  /** Seats left for sale; null for a course that counts none (Inspire, D8). */
  stock: number | null;
  confirmed: boolean;
  cancelled: boolean;
}

/** Where a course stands, for a card, a timetable's class, an order or an entitlement. */
export interface ClassSizeDto {
  minStudents: number;
  maxStudents: number;
  enrolled: number;
  /** Seats left for sale; null where seats are not counted. */
  seatsLeft: number | null;
  formingState: FormingState;
}

/**
 * Cancelled first, then full (no seat left to sell: offered seats are held for the waitlist),
 * then confirmed (by staff, or by having reached the minimum), else forming.
 */
export function formingStateOf(facts: ClassSizeFacts): FormingState {
  if (facts.cancelled) return 'cancelled';
  if (facts.stock !== null && facts.stock <= 0) return 'full';
  if (facts.confirmed || facts.enrolled >= facts.minStudents) return 'confirmed';
  return 'forming';
}
