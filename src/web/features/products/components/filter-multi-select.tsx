import { ComboboxChevron, Input } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { FilterMultiSelectProps } from './filter-multi-select-props.ts';

const FilterMultiSelectField = lazy(() => import('./filter-multi-select-field.tsx'));

/** Wait for the browser to be idle (or this long at most) before loading the real control. */
const IDLE_TIMEOUT_MS = 1500;
/** How close to the screen the filter must come before its real control is loaded. */
const LOAD_AHEAD_MARGIN = '400px 0px';

/**
 * A multi-select filter. The server and the first paint get a look-alike field; the real one is
 * loaded when the field nears the screen and the browser is idle, or at once when the visitor
 * reaches for it. The catalogue's first page does not wait for two comboboxes to download and
 * hydrate.
 */
export function FilterMultiSelect(props: FilterMultiSelectProps) {
  const [wanted, setWanted] = useState<'idle' | 'focus' | null>(null);
  const field = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = field.current;
    if (!target || typeof IntersectionObserver === 'undefined') {
      setWanted((now) => now ?? 'idle');
      return;
    }
    let cancelIdle = () => {};
    const whenIdle = (load: () => void) => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
        return () => window.cancelIdleCallback(handle);
      }
      const timer = window.setTimeout(load, IDLE_TIMEOUT_MS);
      return () => window.clearTimeout(timer);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancelIdle = whenIdle(() => setWanted((now) => now ?? 'idle'));
      },
      { rootMargin: LOAD_AHEAD_MARGIN },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, []);

  const standIn = (
    <div ref={field}>
      <FilterStandIn {...props} onReach={() => setWanted('focus')} />
    </div>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <FilterMultiSelectField {...props} focusOnMount={wanted === 'focus'} />
    </Suspense>
  );
}

/** Looks like the closed multi-select with nothing chosen: same label, height and chevron. */
function FilterStandIn(props: FilterMultiSelectProps & { onReach: () => void }) {
  return (
    <Input.Wrapper label={props.label} labelProps={{ htmlFor: props.id, id: `${props.id}-label` }} size="md">
      <Input
        id={props.id}
        component="button"
        type="button"
        size="md"
        pointer
        rightSection={<ComboboxChevron size="md" />}
        onFocus={props.onReach}
        onClick={props.onReach}
        // Named like the real control: its label, then what is chosen ("Grades, All grades").
        aria-labelledby={`${props.id}-label ${props.id}-value`}
      >
        <Input.Placeholder id={`${props.id}-value`}>{props.placeholder}</Input.Placeholder>
      </Input>
    </Input.Wrapper>
  );
}
