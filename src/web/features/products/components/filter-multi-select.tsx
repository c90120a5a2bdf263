import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { inMantineScope } from '../../../lib/in-mantine-scope.ts';
import type { FilterMultiSelectProps } from './filter-multi-select-props.ts';
import classes from './filter-multi-select.module.css';

/** The real control is drawn with Mantine's components: it brings Mantine's provider with it (ADR 020). */
const loadField = () => inMantineScope(() => import('./filter-multi-select-field.tsx'));
const FilterMultiSelectField = lazy(loadField);

/** Wait for the browser to be idle (or this long at most) before loading the real control. */
const IDLE_TIMEOUT_MS = 1500;
/** How close to the screen the filter must come before its real control is loaded. */
const LOAD_AHEAD_MARGIN = '400px 0px';

/**
 * Why the real control is shown: it has chosen values to show as pills, or the visitor reached
 * for it with the keyboard (focus) or the pointer (focus and open its list).
 */
type Reach = 'chosen' | 'focus' | 'open';

/**
 * A multi-select filter. The server and the first paint get a look-alike field. Mounting the real
 * combobox is one of the long tasks of a catalogue's start on a phone, so it waits until the
 * visitor reaches for the field; its code is fetched beforehand, once the field nears the screen and the
 * browser is idle. A field with values chosen (a shared address) shows the real control then.
 */
export function FilterMultiSelect(props: FilterMultiSelectProps) {
  const [reached, setReached] = useState<Reach | null>(null);
  const field = useRef<HTMLDivElement>(null);
  const chosen = props.value.length > 0;
  useEffect(
    () =>
      whenNearAndIdle(field.current, () => {
        if (chosen) setReached((now) => now ?? 'chosen');
        else void loadField();
      }),
    [chosen],
  );

  const standIn = (
    <div ref={field}>
      <FilterStandIn {...props} onReach={(reach) => setReached((now) => (now === 'open' ? now : reach))} />
    </div>
  );
  if (!reached) return standIn;
  return (
    <Suspense fallback={standIn}>
      <FilterMultiSelectField {...props} focusOnMount={reached !== 'chosen'} openOnMount={reached === 'open'} />
    </Suspense>
  );
}

/** Runs `load` once `target` is near the screen and the browser is idle; answers the cancel. */
function whenNearAndIdle(target: HTMLElement | null, load: () => void): () => void {
  if (!target || typeof IntersectionObserver === 'undefined') {
    load();
    return () => {};
  }
  let cancelIdle = () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
        cancelIdle = () => window.cancelIdleCallback(handle);
      } else {
        const timer = window.setTimeout(load, IDLE_TIMEOUT_MS);
        cancelIdle = () => window.clearTimeout(timer);
      }
    },
    { rootMargin: LOAD_AHEAD_MARGIN },
  );
  observer.observe(target);
  return () => {
    observer.disconnect();
    cancelIdle();
  };
}

/**
 * Looks like the closed multi-select, with the same label, height and chevron, and the chosen
 * values as text until the real control shows them as pills. Like it, a collapsed combobox.
 */
function FilterStandIn(props: FilterMultiSelectProps & { onReach: (reach: Reach) => void }) {
  const chosen = props.data.filter((option) => props.value.includes(option.value)).map((option) => option.label);
  return (
    <div>
      <label className={classes.label} htmlFor={props.id} id={`${props.id}-label`}>
        {props.label}
      </label>
      <div className={classes.field}>
        <button
          id={props.id}
          type="button"
          role="combobox"
          aria-expanded={false}
          aria-haspopup="listbox"
          className={classes.input}
          onPointerDown={() => props.onReach('open')}
          onClick={() => props.onReach('open')}
          onFocus={() => props.onReach('focus')}
          // Named like the real control: its label, then what is chosen ("Grades, All grades").
          aria-labelledby={`${props.id}-label ${props.id}-value`}
        >
          <span id={`${props.id}-value`} className={classes.value} data-placeholder={chosen.length === 0 || undefined}>
            {chosen.length > 0 ? chosen.join(', ') : props.placeholder}
          </span>
        </button>
        <svg className={classes.chevron} viewBox="0 0 15 15" aria-hidden="true">
          <path
            d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
            fill="currentColor"
            fillRule="evenodd"
            clipRule="evenodd"
          />
        </svg>
      </div>
    </div>
  );
}
