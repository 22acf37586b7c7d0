/**
 * Contracts of Settings (DECISIONS 53–54): the office's details and the portal's public address.
 * Request bodies: ../schemas/settings.ts. Service limits keep their own contract (./services.ts).
 */
import { z } from 'zod';
import { instantString } from './common.ts';

/** The office printed on receipts. */
export const officeDetailsViewSchema = z.object({
  name: z.string(),
  address: z.string(),
  /** '' when none is printed. */
  phone: z.string(),
  /** 'saved' once a head admin saved them; 'environment': OFFICE_* (or the built-in defaults). */
  source: z.enum(['saved', 'environment']),
  /** When they were last saved on Settings; null while the environment's are in use. */
  savedAt: instantString().nullable(),
});
export type OfficeDetailsView = z.infer<typeof officeDetailsViewSchema>;

/** The address QR codes and links in mails use. */
export const publicAddressViewSchema = z.object({
  /** `scheme://host[:port]`. */
  address: z.string(),
  /**
   * 'environment': PUBLIC_URL (it wins; not changeable on Settings); 'saved': confirmed by a head
   * admin; 'fallback': neither, `http://localhost:PORT`.
   */
  source: z.enum(['environment', 'saved', 'fallback']),
  /** PUBLIC_URL set or an address confirmed: false until the first-run setup confirms one. */
  confirmed: z.boolean(),
  /** The address reaches only the server's own machine (localhost, 127.0.0.1): QR codes would be dead links. */
  localOnly: z.boolean(),
});
export type PublicAddressView = z.infer<typeof publicAddressViewSchema>;

/** GET /api/settings (head admins). */
export const settingsResponseSchema = z.object({
  office: officeDetailsViewSchema,
  publicAddress: publicAddressViewSchema,
  /** The first-run setup (DECISIONS 54) is still to be done: no PUBLIC_URL and not completed yet. */
  setupPending: z.boolean(),
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

/** PUT /api/settings/office */
export const officeDetailsSavedSchema = z.object({
  message: z.string(),
  office: officeDetailsViewSchema,
  /** The fields that changed (none: nothing was written). */
  changed: z.array(z.enum(['name', 'address', 'phone'])),
});
export type OfficeDetailsSaved = z.infer<typeof officeDetailsSavedSchema>;

/** PUT /api/settings/public-address */
export const publicAddressSavedSchema = z.object({
  message: z.string(),
  publicAddress: publicAddressViewSchema,
});
export type PublicAddressSaved = z.infer<typeof publicAddressSavedSchema>;

/** GET /api/settings/public-address (every admin: the banner and the print check read it). */
export const publicAddressStatusSchema = z.object({
  publicAddress: publicAddressViewSchema,
  /** The first-run setup is still to be done (head admins are led to it). */
  setupPending: z.boolean(),
});
export type PublicAddressStatus = z.infer<typeof publicAddressStatusSchema>;
