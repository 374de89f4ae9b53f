// Mantine's Modal, in a module of its own so that its code loads apart from the page's (dialog-mount.tsx).
export { Modal as MantineModal } from '@mantine/core';
