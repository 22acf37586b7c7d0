/** Contracts of the ID cards in batch (issue 24 item 4): GET /api/members/id-cards. */
import { z } from 'zod';
import { ID_CARD_DOCUMENTS } from '../id-cards.ts';
import { plainString } from '../schemas/fields.ts';
import { isoDateString, optionalFilter } from './common.ts';
import { memberImagesSchema } from './members.ts';

/**
 * GET /api/members/id-cards: exactly one of `ids`, `batch` or `barangay`. A batch or a barangay
 * answers 200 cards a part (`part`); a selection of more than 200 members is refused.
 */
export const idCardsQuerySchema = z.object({
  /** Selected members: their ids, comma-separated (at most 200; more are refused with a message). */
  ids: plainString()
    .trim()
    .max(40_000)
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** An import batch's id: its members. */
  batch: optionalFilter(),
  /** A barangay: its registered members. */
  barangay: optionalFilter(),
  /** Which 200 of a batch or barangay, from 1. */
  part: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type IdCardsQuery = z.infer<typeof idCardsQuerySchema>;

/** One member's ID card: what the card prints. */
export const memberIdCardSchema = z.object({
  id: z.string(),
  /** 'First Middle Last Suffix'. */
  fullName: z.string(),
  idNumber: z.string(),
  referenceNumber: z.string(),
  barangay: z.string(),
  registrationDate: isoDateString(),
  expiryDate: isoDateString(),
  /** The files' API addresses (admins only), null when absent. */
  images: memberImagesSchema,
  /** What the card would print without, in order (missingCardDocuments). */
  missingDocuments: z.array(z.enum(ID_CARD_DOCUMENTS)),
});
export type MemberIdCardView = z.infer<typeof memberIdCardSchema>;

export const idCardsSchema = z.object({
  /** Registered (not archived) members, by name (last, first, middle), at most 200. */
  cards: z.array(memberIdCardSchema),
  /** Cards the whole selection holds (all parts). */
  total: z.number().int(),
  /** This part, from 1, and how many parts of 200 the selection has (at least 1). */
  part: z.number().int(),
  parts: z.number().int(),
  /** Selected ids that name no registered member (archived or unknown): left out. */
  leftOut: z.number().int(),
  /** The import batch's file name, or the barangay: what the selection is, for the page's title. */
  source: z.string().nullable(),
});
export type IdCards = z.infer<typeof idCardsSchema>;
