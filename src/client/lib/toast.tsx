import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { pageOf } from './language';

export const TOAST_DURATION_MS = 5000;
/** Long enough to read the toast and reach its button. */
export const TOAST_WITH_ACTION_DURATION_MS = 10000;

export type ToastInput = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** A button in the toast, such as Undo; the toast closes when it is pressed. */
  action?: { label: string; onClick(): void };
};

const TOAST_ID = 'page-toast';
/** One toast at a time (docs/product.md section 2): a new one replaces whatever is showing. */
export function showToast({ title, description, variant = 'default', action }: ToastInput): void {
  notifications.clean();
  const message: ReactNode = action ? (
    <span style={{ display: 'block' }}>
      {description}{' '}
      <Button
        size="compact-sm"
        variant="light"
        mt={6}
        onClick={() => {
          notifications.hide(TOAST_ID);
          action.onClick();
        }}
      >
        {action.label}
      </Button>
    </span>
  ) : (
    (description ?? '')
  );
  notifications.show({
    id: TOAST_ID,
    // A toast belongs to the page it was raised on (components/AppLayout.tsx closes it on leaving);
    // raised once the navigation has started (such as 'Plan deleted'), it belongs to the new page.
    'data-page': typeof window === 'undefined' ? undefined : pageOf(window.location.pathname),
    title,
    message,
    color: variant === 'destructive' ? 'red' : 'blue',
    autoClose: action ? TOAST_WITH_ACTION_DURATION_MS : TOAST_DURATION_MS,
    withCloseButton: true,
  });
}
