import { Notifications } from '@mantine/notifications';

/** Mantine's toast renderer on its own module, so App can load it on demand apart from the toast store. */
export default function ToastRenderer() {
  return <Notifications position="bottom-right" limit={1} zIndex={1000} />;
}
