import type { ClassSizeDto } from '../class-size.ts';

/** A course below its minimum whose first class is near (D31): staff run it anyway or cancel it. */
export interface CourseToDecideDto {
  id: number;
  nameEn: string;
  nameZh: string;
  /** ISO instant. */
  firstClassAt: string;
  classSize: ClassSizeDto;
}

/** What cancelling a course did to its orders. */
export interface CourseCancelOutcomeDto {
  closed: number;
  refunded: number;
  refundsForStaff: number;
  alreadyRefunded: number;
  failed: number;
}
