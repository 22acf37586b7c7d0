/**
 * The portal's settings (DECISIONS 53–54): what a head admin saved on Settings, over what the
 * environment says. Every reader of the office or of the public address comes through here.
 *
 * Precedence:
 * - office (name, address, contact number): the saved values once a head admin saved them, else
 *   OFFICE_NAME / OFFICE_ADDRESS / OFFICE_PHONE (config.office), else DEFAULT_OFFICE;
 * - public address (QR codes, links in mails): PUBLIC_URL when set in the environment, else the
 *   address a head admin confirmed, else config.publicUrl (`http://localhost:PORT`).
 */
import type { OfficeDetails } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { type AppConfig, DEFAULT_OFFICE } from '../config.ts';
import { portalSettings } from '../db/schema/index.ts';
import type { Queryable } from './members.ts';

export type SettingsRow = typeof portalSettings.$inferSelect;

/** The settings row, or undefined before the first save. */
export async function readSettings(db: Queryable): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(portalSettings).where(eq(portalSettings.id, 1));
  return row;
}

/** Where the office details in use come from. */
export type OfficeSource = 'saved' | 'environment';

/** The office of the environment (OFFICE_*), else the defaults. */
export function environmentOffice(config: Pick<AppConfig, 'office'>): OfficeDetails {
  return {
    name: config.office?.name ?? DEFAULT_OFFICE.name,
    address: config.office?.address ?? DEFAULT_OFFICE.address,
    phone: config.office?.phone ?? DEFAULT_OFFICE.phone,
  };
}

/** The office in use: the saved details, else the environment's. */
export function resolveOffice(
  config: Pick<AppConfig, 'office'>,
  row: SettingsRow | undefined,
): OfficeDetails & { source: OfficeSource } {
  if (row?.officeSavedAt && row.officeName !== null && row.officeAddress !== null) {
    return {
      name: row.officeName,
      address: row.officeAddress,
      phone: row.officePhone ?? '',
      source: 'saved',
    };
  }
  return { ...environmentOffice(config), source: 'environment' };
}

/** Where the public address in use comes from. */
export type PublicAddressSource = 'environment' | 'saved' | 'fallback';

export type PublicAddress = {
  /** `scheme://host[:port]`, no trailing slash. */
  address: string;
  source: PublicAddressSource;
  /** PUBLIC_URL set, or an address a head admin confirmed: QR codes and links can be trusted. */
  confirmed: boolean;
};

/** The public address in use: PUBLIC_URL, else the confirmed one, else config.publicUrl. */
export function resolvePublicAddress(
  config: Pick<AppConfig, 'publicUrl' | 'publicUrlFromEnvironment'>,
  row: SettingsRow | undefined,
): PublicAddress {
  const configured = config.publicUrl.replace(/\/+$/, '');
  if (config.publicUrlFromEnvironment) return { address: configured, source: 'environment', confirmed: true };
  if (row?.publicAddress) return { address: row.publicAddress, source: 'saved', confirmed: true };
  return { address: configured, source: 'fallback', confirmed: false };
}

/** The public address to put into QR codes and links now (one look-up unless PUBLIC_URL is set). */
export async function currentPublicAddress(deps: {
  config: Pick<AppConfig, 'publicUrl' | 'publicUrlFromEnvironment'>;
  db: Queryable;
}): Promise<string> {
  if (deps.config.publicUrlFromEnvironment) return resolvePublicAddress(deps.config, undefined).address;
  return resolvePublicAddress(deps.config, await readSettings(deps.db)).address;
}

/** The office to print now. */
export async function currentOffice(deps: {
  config: Pick<AppConfig, 'office'>;
  db: Queryable;
}): Promise<OfficeDetails> {
  const { source: _source, ...office } = resolveOffice(deps.config, await readSettings(deps.db));
  return office;
}
