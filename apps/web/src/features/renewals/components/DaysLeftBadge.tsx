import { Badge } from '@mantine/core';

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** '12 days left', 'Expires today'… in words: negative days are overdue (the expiry day itself is not Active). */
export function daysLeftText(daysLeft: number): string {
  if (daysLeft > 0) return `${days(daysLeft)} left`;
  if (daysLeft === 0) return 'Expired today';
  return `${days(-daysLeft)} overdue`;
}

/** Red once expired, orange within 30 days, yellow within 60. */
export function DaysLeftBadge({ daysLeft }: { daysLeft: number }) {
  const color = daysLeft <= 0 ? 'red' : daysLeft <= 30 ? 'orange' : 'yellow';
  return (
    <Badge color={color} variant="light" size="sm" style={{ textTransform: 'none' }}>
      {daysLeftText(daysLeft)}
    </Badge>
  );
}
