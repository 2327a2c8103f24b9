import { Button, type ButtonProps, Loader } from '@mantine/core';
import type { ComponentPropsWithoutRef, MouseEvent, ReactNode } from 'react';

type Props = Omit<ButtonProps, 'loading'> &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & {
    /** Whether the work the button started is under way. */
    busy: boolean;
    /** The word said while busy ("Sending", "Creating"), next to the spinner. */
    busyLabel: ReactNode;
  };

/**
 * A button that says what it is doing while it works: the spinner beside its busy word, never a bare
 * spinner in place of the label (Mantine's `loading` hides the label), and `aria-busy` for screen readers.
 * It keeps its focus while busy (it is not disabled, which would drop a keyboard user's place): a second
 * click or Enter does nothing until the work ends.
 */
export function BusyButton({ busy, busyLabel, children, leftSection, onClick, ...props }: Props) {
  return (
    <Button
      {...props}
      aria-busy={busy || undefined}
      data-disabled={busy || props.disabled || undefined}
      leftSection={busy ? <Loader size={14} color="currentColor" aria-hidden="true" /> : leftSection}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        // A click on a busy submit button must not submit its form again either.
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {busy ? busyLabel : children}
    </Button>
  );
}
