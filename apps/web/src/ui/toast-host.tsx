import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/**
 * Where toasts appear; `ToastOutlet` loads it with the first toast. At the bottom: a failed submit
 * puts focus on its field, which the browser scrolls to the top of the screen, where a toast would
 * cover it.
 */
export default function ToastHost() {
  return <Notifications position="bottom-center" />;
}
