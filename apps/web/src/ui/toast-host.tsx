import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Where toasts appear; loaded lazily by the app shell. */
export default function ToastHost() {
  return <Notifications position="top-center" />;
}
