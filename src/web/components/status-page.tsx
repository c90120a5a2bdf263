import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** A whole-page message: not found, failure, or a page that needs an account. */
export function StatusPage(props: {
  title: string;
  description: string;
  actionLabel?: string;
  actionHref?: string;
  children?: React.ReactNode;
}) {
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {props.title}
        </Title>
        <Text c="dimmed" size="lg">
          {props.description}
        </Text>
        {props.children}
        {props.actionHref && props.actionLabel && (
          <Button component={Link} to={props.actionHref} size="md">
            {props.actionLabel}
          </Button>
        )}
      </Stack>
    </Container>
  );
}
