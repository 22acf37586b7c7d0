import { Badge } from '@mantine/core';
import { useRenewalsTexts } from '../texts.ts';

type RenewalsTexts = ReturnType<typeof useRenewalsTexts>;

/** '12 days left', 'Expires today'… in words: negative days are overdue (the expiry day itself is not Active). */
export function daysLeftText(daysLeft: number, { t }: Pick<RenewalsTexts, 't'>): string {
  if (daysLeft > 0) return t('daysLeft.left', { count: daysLeft });
  if (daysLeft === 0) return t('daysLeft.expiredToday');
  return t('daysLeft.overdue', { count: -daysLeft });
}

/** Red once expired, orange within 30 days, yellow within 60. */
export function DaysLeftBadge({ daysLeft }: { daysLeft: number }) {
  const texts = useRenewalsTexts();
  const color = daysLeft <= 0 ? 'red' : daysLeft <= 30 ? 'orange' : 'yellow';
  return (
    <Badge color={color} variant="light" size="sm" style={{ textTransform: 'none' }}>
      {daysLeftText(daysLeft, texts)}
    </Badge>
  );
}
