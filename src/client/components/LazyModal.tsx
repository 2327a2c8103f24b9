import type { ModalProps } from '@mantine/core';
import { type ComponentType, useEffect, useState } from 'react';

/**
 * Mantine's Modal, loaded the first time it opens and kept mounted afterwards so closing still animates
 * and returns focus. Pages with several dialogs (the plan page has four) then load none of that code
 * (about 25 kB gzip with its focus trap, scroll lock and scroll area) until a visitor opens one.
 * The module is imported in an effect, not through lazy/Suspense, so no render suspends on it and the
 * updates that opened the dialog commit at once.
 */
export function LazyModal(props: ModalProps) {
  const [Modal, setModal] = useState<ComponentType<ModalProps> | null>(null);
  useEffect(() => {
    if (!props.opened || Modal) return;
    void import('./MantineModal').then((module) => setModal(() => module.default));
  }, [props.opened, Modal]);
  return Modal ? <Modal {...props} /> : null;
}
