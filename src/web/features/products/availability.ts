import type { ProductDto } from '../../../shared/api/public-content.ts';
import { EnrolmentStatus } from '../../../shared/enrolment.ts';
import { seatStateOf } from './seats.ts';

/**
 * Whether a family can apply for a course: not once it has begun (D21, unless late enrolment is
 * open), nor when its seats are gone (D8). A course that has begun says so even when it is full.
 */
export type Availability = 'open' | 'late' | 'closed' | 'soldOut' | 'cancelled';

export function availabilityOf(product: Pick<ProductDto, 'enrolment' | 'productCategoryId' | 'stock' | 'formingState'>): Availability {
  // D31: staff cancelled it before it began.
  if (product.formingState === 'cancelled') return 'cancelled';
  if (product.enrolment === EnrolmentStatus.Closed) return 'closed';
  if (seatStateOf(product) === 'soldOut') return 'soldOut';
  return product.enrolment === EnrolmentStatus.Late ? 'late' : 'open';
}

export const canApply = (availability: Availability) => availability === 'open' || availability === 'late';
