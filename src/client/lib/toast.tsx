import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

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
/** The page the showing toast was raised on (its path without the language), or null when none shows. */
let raisedOn: string | null = null;

/** '/es/plan/x' and '/en/plan/x' are the same page in two languages. */
export function pageOf(pathname: string): string {
  return pathname.split('/').slice(2).join('/');
}

/** One toast at a time (docs/product.md section 2): a new one replaces whatever is showing. */
export function showToast({ title, description, variant = 'default', action }: ToastInput): void {
  notifications.clean();
  raisedOn = typeof window === 'undefined' ? null : pageOf(window.location.pathname);
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
    title,
    message,
    color: variant === 'destructive' ? 'red' : 'blue',
    autoClose: action ? TOAST_WITH_ACTION_DURATION_MS : TOAST_DURATION_MS,
    withCloseButton: true,
  });
}

/**
 * A toast belongs to the page it was raised on: an invalid-email warning from the questionnaire must not
 * follow the visitor onto their plan (issue 17). Called on every navigation (components/AppLayout.tsx);
 * a toast raised after the navigation started (such as 'Plan deleted', raised once its page is left)
 * belongs to the new page and stays.
 */
export function clearToastsOfOtherPages(pathname: string): void {
  if (raisedOn === null || raisedOn === pageOf(pathname)) return;
  raisedOn = null;
  notifications.clean();
}
