/** A catalogue filter that picks several values (grades, course systems). */
export interface FilterMultiSelectProps {
  id: string;
  label: string;
  placeholder: string;
  data: { value: string; label: string }[];
  value: string[];
  onChange: (value: string[]) => void;
  clearLabel: string;
  nothingFound: string;
}
