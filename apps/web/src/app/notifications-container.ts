// The notifications container with its styles: loaded with the first notification (LazyNotifications).
import '@mantine/notifications/styles.css';

export { Notifications } from '@mantine/notifications';
