import { MultiSelect } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { FilterMultiSelectProps } from './filter-multi-select-props.ts';

/** The real multi-select, in its own chunk: its combobox is heavy to download and to hydrate. */
export default function FilterMultiSelectField(props: FilterMultiSelectProps & { focusOnMount: boolean; openOnMount: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  // The visitor already reached for the stand-in: hand the focus over (and the open list, to a pointer).
  useEffect(() => {
    if (props.focusOnMount) input.current?.focus();
  }, [props.focusOnMount]);
  return (
    <MultiSelect
      ref={input}
      id={props.id}
      label={props.label}
      placeholder={props.value.length ? undefined : props.placeholder}
      data={props.data}
      value={props.value}
      onChange={props.onChange}
      clearable
      searchable
      nothingFoundMessage={props.nothingFound}
      clearButtonProps={{ 'aria-label': props.clearLabel }}
      comboboxProps={{ shadow: 'md' }}
      defaultDropdownOpened={props.openOnMount}
      size="md"
    />
  );
}
