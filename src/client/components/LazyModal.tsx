import type { ModalProps } from '@mantine/core';
import { useLoadedWhen } from '../lib/useLoadedWhen';

const loadModal = () => import('./MantineModal');

/**
 * Mantine's Modal, loaded the first time it opens (useLoadedWhen). Pages with several dialogs (the plan
 * page has four) then load none of that code (about 25 kB gzip with its focus trap, scroll lock and
 * scroll area) until a visitor opens one.
 */
export function LazyModal(props: ModalProps) {
  const Modal = useLoadedWhen(props.opened, loadModal);
  return Modal ? <Modal {...props} /> : null;
}
