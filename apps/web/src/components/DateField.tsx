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

/** What the field shows for a value: the long date the text uses in `locale`, else the value as typed. */
const shown = (value: string, locale: string) => (isIsoDate(value) ? formatDate(value, locale) : value);

const calendarFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar's date ('YYYY-MM-DD') as `Intl` writes it in `locale` with `options`. */
function calendarText(date: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = calendarFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    calendarFormats.set(key, format);
  }
  return format.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

/**
 * The calendar's month, weekdays, months and days in a language other than English, as `Intl` writes
 * them ('Nobyembre 2026', 'Lun', 'Nob', 'Nobyembre 15, 1960'); English keeps the calendar's own.
 */
function calendarLanguage(locale: string) {
  return {
    monthLabelFormat: (date: string) => calendarText(date, locale, { month: 'long', year: 'numeric' }),
    weekdayFormat: (date: string) => calendarText(date, locale, { weekday: 'short' }),
    monthsListFormat: (date: string) => calendarText(date, locale, { month: 'short' }),
    getDayAriaLabel: (date: string) => formatDate(date, locale),
  };
}

/**
 * A date field showing the long date the portal's text uses ('November 26, 2026'; issue 24 item 5),
 * in the chosen language ('Nobyembre 26, 2026', issue 26), instead of the browser's numeric one, its
 * value still ISO. People type the date in any common form (readTypedDate: 'Nov 26, 2026',
 * 'Nob 26, 2026', '11/26/2026', '2026-11-26') or pick it from a calendar behind the button at its end
 * (in the chosen language too); once the field is left it shows the long date again.
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
  const { t, language, locale } = useAdminTexts();
  const calendarLabels = Object.fromEntries(
    CALENDAR_CONTROLS.map((control) => [control, t(`dateField.${control}`)]),
  );
  const [text, setText] = useState(() => shown(value, locale));
  const [typing, setTyping] = useState(false);
  const [calendar, setCalendar] = useState(false);
  // A value set from elsewhere (a reset, a calendar pick, a loaded record) shows at once.
  // So does a change of language.
  useEffect(() => {
    if (!typing) setText(shown(value, locale));
  }, [value, typing, locale]);

  const pick = (date: string | null) => {
    setCalendar(false);
    if (!date) return;
    onChange(date);
    setText(shown(date, locale));
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
        setText(shown(value, locale));
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
                {...(language === 'en' ? {} : calendarLanguage(locale))}
              />
            </Popover.Dropdown>
          </Popover>
        )
      }
    />
  );
}
