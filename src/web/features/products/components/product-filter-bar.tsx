import { useId } from 'react';
import { SegmentedChoice } from '../../../components/segmented-choice.tsx';
import { useTranslation } from '../../../i18n/translator.tsx';
import { PRODUCT_CATEGORY_IDS, ProductCategory, type ProductCategoryId } from '../../../../shared/catalogue.ts';
import type { FilterOptions } from '../filter-options.ts';
import { COURSE_TYPE_OF_CATEGORY, isProductCategory, type ProductFilters } from '../product-filters.ts';
import { FilterMultiSelect } from './filter-multi-select.tsx';
import classes from './product-filter-bar.module.css';

const CATEGORY_LABEL_KEYS: Record<ProductCategoryId, { name: string; hint: string }> = {
  [ProductCategory.Insights]: { name: 'products.filters.insights', hint: 'products.filters.insightsHint' },
  [ProductCategory.Inspire]: { name: 'products.filters.inspire', hint: 'products.filters.inspireHint' },
};

/** Grades and course systems, and on the full catalogue the program (Insights or Inspire). */
export function ProductFilterBar(props: {
  filters: ProductFilters;
  options: FilterOptions;
  onChange: (filters: ProductFilters) => void;
  withCategory?: boolean;
}) {
  const { t } = useTranslation();
  const categoryLabelId = useId();
  const idPrefix = useId();
  const { filters, options, onChange } = props;
  return (
    <div className={classes.bar} role="group" aria-label={t('products.filters.label')}>
      {props.withCategory && (
        <div className={classes.category}>
          <span id={categoryLabelId} className={classes.label}>
            {t('products.filters.program')}
          </span>
          <SegmentedChoice
            aria-labelledby={categoryLabelId}
            value={String(filters.productCategoryId)}
            onChange={(value) => {
              const categoryId = Number(value);
              if (!isProductCategory(categoryId)) return;
              onChange({ ...filters, productCategoryId: categoryId, courseType: COURSE_TYPE_OF_CATEGORY[categoryId] });
            }}
            className={classes.segments}
            data={PRODUCT_CATEGORY_IDS.map((id) => ({
              value: String(id),
              label: (
                <span className={classes.segment}>
                  <span className={classes.segmentName}>{t(CATEGORY_LABEL_KEYS[id].name)}</span>
                  <span className={classes.segmentHint}>{t(CATEGORY_LABEL_KEYS[id].hint)}</span>
                </span>
              ),
            }))}
          />
        </div>
      )}
      <FilterMultiSelect
        id={`${idPrefix}-grades`}
        label={t('products.filters.grades')}
        placeholder={t('products.filters.allGrades')}
        data={options.grades.map((grade) => ({ value: grade.code, label: grade.name }))}
        value={filters.grades}
        onChange={(grades) => onChange({ ...filters, grades })}
        clearLabel={t('products.filters.clearGrades')}
        nothingFound={t('products.filters.nothingFound')}
      />
      <FilterMultiSelect
        id={`${idPrefix}-course-systems`}
        label={t('products.filters.courseSystems')}
        placeholder={t('products.filters.allCourseSystems')}
        data={options.courseSystems.map((system) => ({ value: String(system.id), label: system.name }))}
        value={filters.courseSystemIds.map(String)}
        onChange={(ids) => onChange({ ...filters, courseSystemIds: ids.map(Number) })}
        clearLabel={t('products.filters.clearCourseSystems')}
        nothingFound={t('products.filters.nothingFound')}
      />
    </div>
  );
}
