import { useId, type ReactNode } from 'react';
import classes from './segmented-choice.module.css';

/**
 * One choice among a few, side by side (Mantine's SegmentedControl, size md, filled in navy),
 * drawn without Mantine's provider (ADR 020). It is a group of native radio buttons, so the arrow
 * keys move the choice and a screen reader hears a radio group.
 */
export function SegmentedChoice<Value extends string>(props: {
  value: Value;
  onChange: (value: Value) => void;
  data: { value: Value; label: ReactNode }[];
  'aria-labelledby': string;
  className?: string;
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-labelledby={props['aria-labelledby']} className={[classes.root, props.className].filter(Boolean).join(' ')}>
      {props.data.map((option) => {
        const id = `${name}-${option.value}`;
        const active = option.value === props.value;
        return (
          <div key={option.value} className={classes.control}>
            <input
              className={classes.input}
              type="radio"
              id={id}
              name={name}
              value={option.value}
              checked={active}
              onChange={() => props.onChange(option.value)}
            />
            <label className={classes.label} htmlFor={id} data-active={active || undefined}>
              {option.label}
            </label>
          </div>
        );
      })}
    </div>
  );
}
