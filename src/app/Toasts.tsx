import '@mantine/notifications/styles.css';
import './toasts.css';
import { Notifications } from '@mantine/notifications';

/** Toasts at the top centre, 50 px from the top (spec 9). */
export default function Toasts() {
  return <Notifications position="top-center" zIndex={1000} />;
}
