import type { ProductDto } from '../../../../shared/api/public-content.ts';
import classes from './course-tags.module.css';

/** A course's category and course type, as two small tags (its card and its page). */
export function CourseTags({ product }: { product: Pick<ProductDto, 'productCategoryTypeName' | 'courseTypeName'> }) {
  return (
    <ul className={classes.tags}>
      <li className={classes.category}>{product.productCategoryTypeName}</li>
      <li className={classes.courseType}>{product.courseTypeName}</li>
    </ul>
  );
}
