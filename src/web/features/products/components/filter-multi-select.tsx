import { ComboboxChevron, Input } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { FilterMultiSelectProps } from './filter-multi-select-props.ts';

const loadField = () => import('./filter-multi-select-field.tsx');
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
    <Input.Wrapper label={props.label} labelProps={{ htmlFor: props.id, id: `${props.id}-label` }} size="md">
      <Input
        id={props.id}
        component="button"
        type="button"
        role="combobox"
        aria-expanded={false}
        aria-haspopup="listbox"
        size="md"
        pointer
        rightSection={<ComboboxChevron size="md" />}
        onPointerDown={() => props.onReach('open')}
        onClick={() => props.onReach('open')}
        onFocus={() => props.onReach('focus')}
        // Named like the real control: its label, then what is chosen ("Grades, All grades").
        aria-labelledby={`${props.id}-label ${props.id}-value`}
      >
        {chosen.length > 0 ? (
          <span id={`${props.id}-value`}>{chosen.join(', ')}</span>
        ) : (
          <Input.Placeholder id={`${props.id}-value`}>{props.placeholder}</Input.Placeholder>
        )}
      </Input>
    </Input.Wrapper>
  );
}
