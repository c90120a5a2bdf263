import { showsStock } from '../../shared/catalogue.ts';
import { formingStateOf, type ClassSizeDto } from '../../shared/class-size.ts';
import type { ClassSizeRecord } from '../db/repositories/product-repository.ts';

/** Where a course stands (D31), the same wherever it is shown. */
export function presentClassSize(record: ClassSizeRecord): ClassSizeDto {
  const seatsLeft = showsStock(record.categoryId) ? record.stock : null;
  const enrolled = Number(record.enrolled);
  return {
    minStudents: record.minStudents,
    maxStudents: record.maxStudents,
    enrolled,
    seatsLeft,
    formingState: formingStateOf({
      minStudents: record.minStudents,
      enrolled,
      stock: seatsLeft,
      confirmed: record.confirmedAt !== null,
      cancelled: record.cancelledAt !== null,
    }),
  };
}
