import { ActionIcon, CopyButton } from '@mantine/core';
import { CheckIcon } from '../../../components/account-icons.tsx';
import { StrokeIcon, type IconProps } from '../../../components/ui-icons.tsx';

const CopyIcon = (props: IconProps) => (
  <StrokeIcon size={16} {...props}>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </StrokeIcon>
);

/** A copy button for one value (a reference, an account number); its label says when it worked. */
export function CopyValue(props: { value: string; label: string; copiedLabel: string }) {
  return (
    <CopyButton value={props.value} timeout={2000}>
      {({ copied, copy }) => (
        <ActionIcon
          variant={copied ? 'light' : 'subtle'}
          color={copied ? 'teal' : 'navy'}
          radius="xl"
          onClick={copy}
          aria-label={copied ? props.copiedLabel : props.label}
          data-copied={copied || undefined}
        >
          {copied ? <CheckIcon size={16} /> : <CopyIcon />}
        </ActionIcon>
      )}
    </CopyButton>
  );
}
