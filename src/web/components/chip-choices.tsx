import { Checkbox, Chip, Group } from '@mantine/core';

/**
 * Several choices as chips, inside a labelled group (Mantine's checkbox group gives the label,
 * the description, the error and role="group"; the chips are checkboxes themselves).
 */
export function ChipChoices<Value extends string>(props: {
  label: string;
  description?: string;
  required?: boolean;
  error?: React.ReactNode;
  options: { value: Value; label: string }[];
  value: Value[];
  onChange: (value: Value[]) => void;
}) {
  const change = (value: string[]) => props.onChange(value as Value[]);
  return (
    <Checkbox.Group
      label={props.label}
      description={props.description}
      required={props.required}
      error={props.error}
      value={props.value}
      onChange={change}
    >
      <Chip.Group multiple value={props.value} onChange={change}>
        <Group gap={8} mt={8}>
          {props.options.map((option) => (
            <Chip key={option.value} value={option.value} variant="outline">
              {option.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Checkbox.Group>
  );
}
