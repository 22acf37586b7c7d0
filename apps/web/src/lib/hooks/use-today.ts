import { useCallback, useState } from 'react';
import { today } from '../dates.ts';

/**
 * Today's Manila date, read when the component mounts, so a form keeps one "today" while it is
 * filled in; `refresh` reads it again (e.g. when a modal opens on a page left open past midnight).
 */
export function useToday(): [string, () => void] {
  const [value, setValue] = useState(today);
  const refresh = useCallback(() => setValue(today()), []);
  return [value, refresh];
}
