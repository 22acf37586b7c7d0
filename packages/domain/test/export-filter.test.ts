import { describe, expect, it } from 'vitest';
import {
  EXPORT_TABLE_DESCRIPTIONS,
  EXPORT_TABLES,
  exportPeriod,
  exportTableLabel,
  exportTablesOf,
  isoWeekday,
  isoWeekOf,
  isoWeeksIn,
  rowCount,
} from '../src/export-filter.ts';

describe('Export Database filters (DECISIONS 32)', () => {
  it('all covers every row and takes no value', () => {
    expect(exportPeriod('all', undefined)).toBeNull();
    expect(exportPeriod('all', '2025')).toBeUndefined();
  });

  it('a month runs from its first day to the first of the next', () => {
    expect(exportPeriod('month', '2025-03')).toEqual({ start: '2025-03-01', end: '2025-04-01' });
    expect(exportPeriod('month', '2100-12')).toEqual({ start: '2100-12-01', end: '2101-01-01' });
  });

  it('an ISO week runs Monday to Sunday; week 1 holds 4 January', () => {
    expect(exportPeriod('week', '2025-W01')).toEqual({ start: '2024-12-30', end: '2025-01-06' });
    expect(exportPeriod('week', '2025-W09')).toEqual({ start: '2025-02-24', end: '2025-03-03' });
    expect(exportPeriod('week', '2026-W53')).toEqual({ start: '2026-12-28', end: '2027-01-04' });
    expect(isoWeeksIn(2026)).toBe(53);
    expect(isoWeeksIn(2025)).toBe(52);
  });

  it('a year runs 1 January to 1 January', () => {
    expect(exportPeriod('year', '2000')).toEqual({ start: '2000-01-01', end: '2001-01-01' });
  });

  it.each([
    ['month', undefined],
    ['month', '2025-3'],
    ['month', '2025-13'],
    ['month', '1999-12'],
    ['week', '2025-W53'],
    ['week', '2025-W00'],
    ['week', '2025-09'],
    ['year', '2101'],
    ['year', '1999'],
    ['year', ' 2025'],
  ] as const)('refuses %s %s', (type, value) => {
    expect(exportPeriod(type, value)).toBeUndefined();
  });

  it('knows the ISO week of a day and the weekday', () => {
    expect(isoWeekday('2025-03-03')).toBe(1);
    expect(isoWeekday('2025-03-02')).toBe(7);
    expect(isoWeekOf('2025-03-02')).toBe('2025-W09');
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
    expect(isoWeekOf('2027-01-03')).toBe('2026-W53');
  });

  it('reads the tables from a comma list, in load order, and refuses unknown ones', () => {
    expect(exportTablesOf(undefined)).toHaveLength(EXPORT_TABLES.length);
    expect(exportTablesOf('notifications, members,admins')).toEqual(['admins', 'members', 'notifications']);
    expect(exportTablesOf('members,account')).toBeUndefined();
    expect(exportTablesOf('members,')).toBeUndefined();
  });
});

describe('Export Database in plain words (issue 24)', () => {
  it('counts rows in correct English', () => {
    expect(rowCount(0)).toBe('0 rows');
    expect(rowCount(1)).toBe('1 row');
    expect(rowCount(1234)).toBe('1,234 rows');
  });

  it('names every table by what it holds, and the sign-in names it carries', () => {
    for (const table of EXPORT_TABLES) {
      expect(exportTableLabel(table)).not.toContain('_');
      expect(EXPORT_TABLE_DESCRIPTIONS[table].length).toBeGreaterThan(0);
    }
    expect(exportTableLabel('user')).toBe('Administrators’ sign-in names');
  });
});
