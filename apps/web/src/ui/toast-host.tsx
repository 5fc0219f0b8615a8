import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Where toasts appear; `ToastOutlet` loads it with the first toast. */
export default function ToastHost() {
  return <Notifications position="top-center" />;
}
