import { notifications } from '@mantine/notifications';

export const TOAST_DURATION_MS = 5000;

export type ToastInput = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
};

/** One toast at a time (docs/product.md section 2): a new one replaces whatever is showing. */
export function showToast({ title, description, variant = 'default' }: ToastInput): void {
  notifications.clean();
  notifications.show({
    title,
    message: description ?? '',
    color: variant === 'destructive' ? 'red' : 'blue',
    autoClose: TOAST_DURATION_MS,
    withCloseButton: true,
  });
}
