import { useMemo } from 'react';
import { Select } from '@mantine/core';
import { timeZoneOptions } from '../lib/time-zones.ts';

/** A searchable list of the IANA time zones the browser knows ("Europe/London"). */
export function TimeZoneSelect(props: {
  label: string;
  description?: string;
  nothingFound: string;
  value: string;
  error?: React.ReactNode;
  onChange: (zone: string) => void;
}) {
  const zones = useMemo(() => {
    const known = timeZoneOptions();
    const all = props.value && !known.includes(props.value) ? [props.value, ...known] : known;
    return all.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
  }, [props.value]);
  return (
    <Select
      label={props.label}
      description={props.description}
      required
      searchable
      allowDeselect={false}
      limit={60}
      nothingFoundMessage={props.nothingFound}
      data={zones}
      value={props.value}
      error={props.error}
      onChange={(zone) => props.onChange(zone ?? '')}
    />
  );
}
