import { Avatar, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ChildDto } from '../../shared/api/accounts.ts';
import classes from './child-choice.module.css';

/**
 * One of the family's children, as cards to pick from (a radio group); with no child yet, the
 * way to add one. The texts come from the page, in its own namespace.
 */
export function ChildChoice(props: {
  options: ChildDto[];
  value: string | null;
  label: string;
  description?: string;
  error?: React.ReactNode;
  noChildren: string;
  addChild: string;
  onChange: (childId: string) => void;
}) {
  if (props.options.length === 0) {
    return (
      <Stack gap="sm" align="flex-start" data-testid="no-children">
        <Text>{props.noChildren}</Text>
        {props.error && (
          <Text size="sm" c="red.9" role="alert">
            {props.error}
          </Text>
        )}
        <Button component={Link} to="/user/child" variant="light" radius="xl">
          {props.addChild}
        </Button>
      </Stack>
    );
  }
  return (
    <Radio.Group
      label={props.label}
      description={props.description}
      required
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      data-invalid={props.error ? 'true' : undefined}
    >
      <div className={classes.list} data-testid="child-choices">
        {props.options.map((child) => (
          <Radio.Card key={child.id} value={String(child.id)} radius="md" className={classes.card}>
            <Group wrap="nowrap" align="center" gap="md">
              <Radio.Indicator />
              <Avatar name={child.name} color="navy" radius="xl" alt="" />
              <div className={classes.text}>
                <Text fw={600}>{child.name}</Text>
                <Text size="sm" c="dimmed">
                  {child.gradeName}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </div>
    </Radio.Group>
  );
}
