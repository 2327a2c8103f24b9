// Mantine's Modal alone, so LazyModal can load it (with its focus trap, scroll lock and portal) on demand.
export { Modal as default } from '@mantine/core';
