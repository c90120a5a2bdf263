import { SiteContainer } from '../../../components/site-controls.tsx';
import classes from './page-band.module.css';

/** A section that a content page shows after its blocks (the courses), spaced as a block is. */
export function PageBand({
  continuesBandAbove = false,
  children,
}: {
  /** The section above is a band that ends on white (the timetable): its bottom padding is the gap. */
  continuesBandAbove?: boolean;
  children: React.ReactNode;
}) {
  return (
    <SiteContainer className={classes.band} data-continues-band-above={continuesBandAbove || undefined}>
      {children}
    </SiteContainer>
  );
}
