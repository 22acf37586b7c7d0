import '@mantine/dates/styles.css';
import { ActionIcon, Popover, TextInput, type TextInputProps } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { isIsoDate, readTypedDate } from '@portal/domain';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { formatDate } from '../lib/dates.ts';
import { useAdminTexts } from '../lib/i18n/admin-texts.ts';

export type DateFieldProps = Omit<TextInputProps, 'type' | 'value' | 'onChange' | 'min' | 'max'> & {
  /** 'YYYY-MM-DD', '' when empty, or the text typed when it names no date (the form's rules say so). */
  value: string;
  onChange: (value: string) => void;
  /** The calendar offers no day before `min` or after `max` ('YYYY-MM-DD'); typing is checked by the form. */
  min?: string;
  max?: string;
};

const CALENDAR_CONTROLS = [
  'previousMonth',
  'nextMonth',
  'previousYear',
  'nextYear',
  'previousDecade',
  'nextDecade',
  'monthLevelControl',
  'yearLevelControl',
] as const;

/** What the field shows for a value: the long date the text uses, else the value as typed. */
const shown = (value: string) => (isIsoDate(value) ? formatDate(value) : value);

/**
 * A date field showing the long date the portal's text uses ('November 26, 2026'; issue 24 item 5)
 * instead of the browser's numeric one, its value still ISO. People type the date in any common form
 * (readTypedDate: 'Nov 26, 2026', '11/26/2026', '2026-11-26') or pick it from a calendar behind the
 * button at its end; once the field is left it shows the long date again.
 */
export function DateField({
  value,
  onChange,
  min,
  max,
  label,
  disabled,
  readOnly,
  ...props
}: DateFieldProps) {
  const { t } = useAdminTexts();
  const calendarLabels = Object.fromEntries(
    CALENDAR_CONTROLS.map((control) => [control, t(`dateField.${control}`)]),
  );
  const [text, setText] = useState(() => shown(value));
  const [typing, setTyping] = useState(false);
  const [calendar, setCalendar] = useState(false);
  // A value set from elsewhere (a reset, a calendar pick, a loaded record) shows at once.
  useEffect(() => {
    if (!typing) setText(shown(value));
  }, [value, typing]);

  const pick = (date: string | null) => {
    setCalendar(false);
    if (!date) return;
    onChange(date);
    setText(shown(date));
  };
  const initial = isIsoDate(value) ? value : (max ?? undefined);

  return (
    <TextInput
      {...props}
      label={label}
      disabled={disabled}
      readOnly={readOnly}
      value={text}
      autoComplete="off"
      inputMode="text"
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        onChange(readTypedDate(typed) ?? typed.trim());
      }}
      onFocus={(event) => {
        setTyping(true);
        props.onFocus?.(event);
      }}
      onBlur={(event) => {
        setTyping(false);
        setText(shown(value));
        props.onBlur?.(event);
      }}
      rightSection={
        disabled || readOnly ? null : (
          <Popover
            opened={calendar}
            onChange={setCalendar}
            position="bottom-end"
            shadow="md"
            trapFocus
            returnFocus
          >
            <Popover.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('dateField.chooseOnCalendar', {
                  label: typeof label === 'string' ? label : t('dateField.theDate'),
                })}
                aria-expanded={calendar}
                onClick={() => setCalendar((open) => !open)}
              >
                <IconCalendar size={18} aria-hidden />
              </ActionIcon>
            </Popover.Target>
            <Popover.Dropdown>
              <DatePicker
                value={isIsoDate(value) ? value : null}
                defaultDate={initial}
                onChange={pick}
                minDate={min}
                maxDate={max}
                firstDayOfWeek={0}
                // Weekends and the neighbouring months' days in the calendar's own colours are too faint to read.
                weekendDays={[]}
                hideOutsideDates
                ariaLabels={calendarLabels}
              />
            </Popover.Dropdown>
          </Popover>
        )
      }
    />
  );
}
