import { describe, expect, it } from 'vitest';
import {
  adminText,
  adminTextFil,
  backupMessages,
  backupMessagesFil,
  catalogueTextIn,
  createTranslator,
  dashboardText,
  dashboardTextFil,
  frameText,
  frameTextFil,
  notificationsText,
  notificationsTextFil,
  outageMessages,
  outageMessagesFil,
  REPORT_STATUS_LABELS,
  REPORT_STATUSES,
} from '../src/index.ts';

/** Every key path of a nested catalogue. */
const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null ? keysOf(inner, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('the shell, dashboard and notifications in Filipino (issue 26)', () => {
  it('have exactly the English keys', () => {
    expect(keysOf(adminTextFil).sort()).toEqual(keysOf(adminText).sort());
    expect(keysOf(dashboardTextFil).sort()).toEqual(keysOf(dashboardText).sort());
    expect(keysOf(notificationsTextFil).sort()).toEqual(keysOf(notificationsText).sort());
    expect(keysOf(frameTextFil).sort()).toEqual(keysOf(frameText).sort());
    expect(Object.keys(outageMessagesFil).sort()).toEqual(Object.keys(outageMessages).sort());
    expect(Object.keys(backupMessagesFil).sort()).toEqual(Object.keys(backupMessages).sort());
  });

  it('finds the outage and backup refusals by their English text', () => {
    expect(catalogueTextIn(outageMessages.storageUnavailable, 'fil')).toBe(
      outageMessagesFil.storageUnavailable,
    );
    expect(catalogueTextIn(outageMessages.diskFull, 'fil')).toBe(outageMessagesFil.diskFull);
    expect(catalogueTextIn(backupMessages.backupAlreadyRunning, 'fil')).toBe(
      backupMessagesFil.backupAlreadyRunning,
    );
    expect(catalogueTextIn(backupMessages.backupsHeadAdminOnly, 'fil')).toBe(
      backupMessagesFil.backupsHeadAdminOnly,
    );
    // A stored notification's title and message (backups) read in Filipino on the notifications page.
    expect(catalogueTextIn(backupMessages.backupStale, 'fil')).toBe(backupMessagesFil.backupStale);
    expect(catalogueTextIn(backupMessages.backupFailed('disk full'), 'fil')).toBe(
      'Hindi mapatunayan ang backup: disk full',
    );
  });

  it('finds the shared texts shown through tr (the page loader, the theme’s buttons)', () => {
    expect(catalogueTextIn(adminText.common.loading, 'fil')).toBe(adminTextFil.common.loading);
    expect(catalogueTextIn(frameText.closeDialog, 'fil')).toBe(frameTextFil.closeDialog);
  });

  it('names the report statuses as REPORT_STATUS_LABELS does (one vocabulary, issue 23)', () => {
    const admin = createTranslator(adminText);
    for (const status of REPORT_STATUSES)
      expect(admin.t('en', `status.report.${status}`)).toBe(REPORT_STATUS_LABELS[status]);
  });

  it('gives the plural of a count and the navigation labels', () => {
    const admin = createTranslator(adminText);
    admin.add('fil', adminTextFil);
    expect(admin.t('en', 'status.expiring', { count: 1 })).toBe('Expiring in 1 day');
    expect(admin.t('en', 'status.expiring', { count: 12 })).toBe('Expiring in 12 days');
    expect(admin.t('fil', 'status.expiring', { count: 12 })).toBe('Magtatapos sa loob ng 12 araw');
    expect(admin.t('fil', 'nav.members')).toBe('Mga Rehistradong Miyembro');
    const dashboard = createTranslator(dashboardText);
    expect(dashboard.t('en', 'backups.hoursAgo', { count: 1 })).toBe('1 hour ago');
    expect(dashboard.t('en', 'backups.hoursAgo', { count: 5 })).toBe('5 hours ago');
    const notifications = createTranslator(notificationsText);
    expect(notifications.t('en', 'page.unreadNewestFirst', { count: 1200 })).toBe(
      '1,200 unread · newest first',
    );
  });
});
