import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { admins } from './auth.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const adminRef = (name: string) => text(name).references(() => admins.userId, { onDelete: 'set null' });

/**
 * DECISIONS 53–54 (migration 0019): what head admins save on Settings and in the first-run setup, one
 * row (id 1) made by the first save. Which value wins over the environment: core/settings.ts.
 */
export const portalSettings = pgTable(
  'portal_settings',
  {
    id: smallint('id').primaryKey().default(1),
    /** The office printed on receipts: all three set once saved (office_saved_at), else none. */
    officeName: text('office_name'),
    officeAddress: text('office_address'),
    /** '' when the office has no contact number to print. */
    officePhone: text('office_phone'),
    officeSavedAt: instant('office_saved_at'),
    officeSavedBy: adminRef('office_saved_by'),
    /** The public address a head admin confirmed (`scheme://host[:port]`); PUBLIC_URL wins over it. */
    publicAddress: text('public_address'),
    publicAddressConfirmedAt: instant('public_address_confirmed_at'),
    publicAddressConfirmedBy: adminRef('public_address_confirmed_by'),
    /** The first-run setup was completed (it is shown once). */
    setupCompletedAt: instant('setup_completed_at'),
    setupCompletedBy: adminRef('setup_completed_by'),
  },
  (t) => [
    check('portal_settings_one_row', sql`${t.id} = 1`),
    check(
      'portal_settings_office_together',
      sql`(${t.officeSavedAt} IS NULL AND ${t.officeName} IS NULL AND ${t.officeAddress} IS NULL AND ${t.officePhone} IS NULL) OR (${t.officeSavedAt} IS NOT NULL AND ${t.officeName} IS NOT NULL AND ${t.officeAddress} IS NOT NULL AND ${t.officePhone} IS NOT NULL)`,
    ),
    check(
      'portal_settings_address_confirmed',
      sql`(${t.publicAddress} IS NULL) = (${t.publicAddressConfirmedAt} IS NULL)`,
    ),
  ],
);
