import { useNotifications } from '@mantine/notifications';
import { type ComponentProps, lazy, Suspense, useState } from 'react';

// The container (with its transitions, scroll lock and styles) is a chunk of its own, loaded when the first
// notification is shown: the public pages, the login page above all, do not download it up front.
// `notifications.show()` only writes to the store, which is small and always loaded; what was shown
// before the chunk arrived appears once it has.
const Notifications = lazy(() =>
  import('./notifications-container.ts').then((module) => ({ default: module.Notifications })),
);

export function LazyNotifications(props: ComponentProps<typeof Notifications>) {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}
