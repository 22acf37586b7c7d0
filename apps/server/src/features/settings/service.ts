/**
 * Settings (DECISIONS 53–54): the office's details and the portal's public address, saved by head
 * admins. Each save that changes something is one activity-log entry naming what changed, written in
 * the save's transaction; a save that changes nothing writes nothing.
 */
import {
  type FirstRunSetupInput,
  isLocalOnlyAddress,
  type OfficeDetailChange,
  type OfficeDetails,
  type OfficeDetailsSaved,
  type OfficeDetailsView,
  type PublicAddressSaved,
  type PublicAddressStatus,
  type PublicAddressView,
  type SettingsResponse,
  settingsMessages,
} from '@portal/domain';
import type { SignedInAdmin } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { recordActivity } from '../../core/activity.ts';
import { readSettings, resolveOffice, resolvePublicAddress, type SettingsRow } from '../../core/settings.ts';
import type { Tx } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';
import { REFRESH_QR_CODES_JOB } from '../members/refresh-qr-codes.ts';
import { lockSettings, updateSettings } from './queries.ts';

type Deps = Pick<AppContext, 'db' | 'config' | 'now' | 'jobs'>;

const OFFICE_FIELDS = ['name', 'address', 'phone'] as const;

function officeView(deps: Pick<Deps, 'config'>, row: SettingsRow | undefined): OfficeDetailsView {
  const office = resolveOffice(deps.config, row);
  return {
    ...office,
    savedAt: office.source === 'saved' && row?.officeSavedAt ? row.officeSavedAt.toISOString() : null,
  };
}

export function publicAddressView(
  deps: Pick<Deps, 'config'>,
  row: SettingsRow | undefined,
): PublicAddressView {
  const address = resolvePublicAddress(deps.config, row);
  return { ...address, localOnly: isLocalOnlyAddress(address.address) };
}

/**
 * The first-run setup is shown while it was never completed and PUBLIC_URL is not set: whoever set
 * PUBLIC_URL configured the server, and the office details stay editable on Settings.
 */
const setupPending = (deps: Pick<Deps, 'config'>, row: SettingsRow | undefined) =>
  !deps.config.publicUrlFromEnvironment && !row?.setupCompletedAt;

/** Everything the Settings page shows but the service limits (their own API). */
export async function settingsOf(deps: Pick<Deps, 'db' | 'config'>): Promise<SettingsResponse> {
  const row = await readSettings(deps.db);
  return {
    office: officeView(deps, row),
    publicAddress: publicAddressView(deps, row),
    setupPending: setupPending(deps, row),
  };
}

/** The public address in use and whether the setup is pending: what every admin's pages need. */
export async function publicAddressStatus(deps: Pick<Deps, 'db' | 'config'>): Promise<PublicAddressStatus> {
  const row = await readSettings(deps.db);
  return { publicAddress: publicAddressView(deps, row), setupPending: setupPending(deps, row) };
}

const setByEnvironment = () =>
  new HttpError(409, 'PUBLIC_ADDRESS_FROM_ENVIRONMENT', settingsMessages.publicAddressSetByEnvironment);

/** Confirms `address` in the locked row `row`: one entry when it differs from the one in use or was never confirmed. */
async function confirmAddress(
  deps: Deps,
  tx: Tx,
  admin: SignedInAdmin,
  row: SettingsRow,
  address: string,
  at: Date,
): Promise<SettingsRow> {
  if (deps.config.publicUrlFromEnvironment) throw setByEnvironment();
  if (row.publicAddress === address) return row;
  const saved = await updateSettings(tx, {
    publicAddress: address,
    publicAddressConfirmedAt: at,
    publicAddressConfirmedBy: admin.userId,
  });
  await recordActivity(tx, admin, 'settings.public_address_confirmed', {
    address,
    previous: row.publicAddress,
  });
  return saved;
}

/** Confirms the public address QR codes and mail links use from now on (PUBLIC_URL unset). */
export async function savePublicAddress(
  deps: Deps,
  admin: SignedInAdmin,
  address: string,
): Promise<PublicAddressSaved> {
  const at = deps.now();
  const { row, changed } = await deps.db.transaction(async (tx) => {
    const before = await lockSettings(tx);
    const row = await confirmAddress(deps, tx, admin, before, address, at);
    return { row, changed: row !== before };
  });
  if (changed) deps.jobs.runSoon(REFRESH_QR_CODES_JOB);
  return { message: settingsMessages.publicAddressConfirmed, publicAddress: publicAddressView(deps, row) };
}

/**
 * The first-run setup (DECISIONS 54): the office details and the public address in one transaction,
 * each change its own activity-log entry, and the setup marked done so it is not shown again.
 */
export async function completeSetup(
  deps: Deps,
  admin: SignedInAdmin,
  input: FirstRunSetupInput,
): Promise<SettingsResponse> {
  if (!deps.config.publicUrlFromEnvironment && input.address === undefined) {
    throw new HttpError(400, 'INVALID_INPUT', settingsMessages.publicAddressInvalid, {
      address: settingsMessages.publicAddressInvalid,
    });
  }
  const at = deps.now();
  const { row, changed } = await deps.db.transaction(async (tx) => {
    await saveOffice(deps, tx, admin, input.office, at);
    const before = await lockSettings(tx);
    let row = before;
    if (!deps.config.publicUrlFromEnvironment && input.address !== undefined) {
      row = await confirmAddress(deps, tx, admin, row, input.address, at);
    }
    const changed = row !== before;
    row = await updateSettings(tx, { setupCompletedAt: at, setupCompletedBy: admin.userId });
    return { row, changed };
  });
  // The QR codes made for another address are made again now, not at the job's next minute.
  if (changed) deps.jobs.runSoon(REFRESH_QR_CODES_JOB);
  return {
    office: officeView(deps, row),
    publicAddress: publicAddressView(deps, row),
    setupPending: false,
  };
}

/**
 * Saves the office details. The first save compares with the details in use (the environment's):
 * saving them unchanged makes them the saved ones without an entry.
 */
export async function saveOfficeDetails(
  deps: Deps,
  admin: SignedInAdmin,
  input: OfficeDetails,
): Promise<OfficeDetailsSaved> {
  const at = deps.now();
  return deps.db.transaction((tx) => saveOffice(deps, tx, admin, input, at));
}

async function saveOffice(
  deps: Deps,
  tx: Tx,
  admin: SignedInAdmin,
  input: OfficeDetails,
  at: Date,
): Promise<OfficeDetailsSaved> {
  const row = await lockSettings(tx);
  const before = resolveOffice(deps.config, row);
  const changes: OfficeDetailChange[] = OFFICE_FIELDS.filter((field) => before[field] !== input[field]).map(
    (field) => ({ field, from: before[field], to: input[field] }),
  );
  if (changes.length === 0 && before.source === 'saved') {
    return { message: settingsMessages.officeDetailsUnchanged, office: officeView(deps, row), changed: [] };
  }
  const saved = await updateSettings(tx, {
    officeName: input.name,
    officeAddress: input.address,
    officePhone: input.phone,
    officeSavedAt: at,
    officeSavedBy: admin.userId,
  });
  if (changes.length > 0) await recordActivity(tx, admin, 'settings.office_updated', { changes });
  return {
    message:
      changes.length > 0 ? settingsMessages.officeDetailsSaved : settingsMessages.officeDetailsUnchanged,
    office: officeView(deps, saved),
    changed: changes.map((change) => change.field),
  };
}
