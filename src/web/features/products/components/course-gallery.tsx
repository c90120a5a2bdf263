import { useState } from 'react';
import { useTranslation } from '../../../i18n/translator.tsx';
import classes from './course-gallery.module.css';

/** The main picture and a row of thumbnails that switch it. */
export function CourseGallery({ pictures, name }: { pictures: string[]; name: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const count = pictures.length;
  if (count === 0) return null;
  return (
    <div className={classes.gallery}>
      <img
        className={classes.main}
        src={pictures[shown]}
        alt={t('products.detail.pictureAlt', { name, index: shown + 1, count })}
        width={800}
        height={600}
        fetchPriority="high"
        decoding="async"
      />
      {count > 1 && (
        <ul className={classes.thumbs} aria-label={t('products.detail.pictures')}>
          {pictures.map((picture, index) => (
            <li key={picture}>
              <button
                type="button"
                className={classes.thumb}
                aria-pressed={index === shown}
                aria-label={t('products.detail.showPicture', { index: index + 1, count })}
                onClick={() => setShown(index)}
              >
                <img src={picture} alt="" width={120} height={90} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
