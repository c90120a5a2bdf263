import { Alert } from '@mantine/core';
import { AlertIcon } from '../../../components/account-icons.tsx';

/** A refusal that belongs to no single field (wrong password, too many attempts), read out at once. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
      {message}
    </Alert>
  );
}
