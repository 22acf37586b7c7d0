/**
 * Contracts of the member data report (issue 27 item 4, DECISIONS 47): everything the portal holds
 * about one member, one section per table that names the member, for head admins.
 */
import { z } from 'zod';
import { idParam, instantString } from './common.ts';
import { MEMBER_IMAGE_PATHS } from './members.ts';

/** GET /api/members/:id/data-report (?download=1: the same JSON as a file to save). */
export const dataReportParamsSchema = z.object({ id: idParam() });
export const dataReportQuerySchema = z.object({ download: z.enum(['0', '1']).optional() });

/** One table's rows about the member, every column as the database holds it (names as in the table). */
export const dataReportSectionSchema = z.object({
  /** The database table, e.g. 'members_beneficiary'. */
  table: z.string(),
  rows: z.array(z.record(z.string(), z.unknown())),
});
export type DataReportSection = z.infer<typeof dataReportSectionSchema>;

export const memberDataReportSchema = z.object({
  member: z.object({ id: z.string(), referenceNumber: z.string(), name: z.string() }),
  generatedAt: instantString(),
  /** The head admin who produced it. */
  generatedBy: z.string(),
  /** The member's stored images, as links an admin's browser can open (each read is recorded). */
  images: z.array(z.object({ kind: z.enum(MEMBER_IMAGE_PATHS), url: z.string().nullable() })),
  sections: z.array(dataReportSectionSchema),
  /** Tables that name the member but are left out, and why (rollups computed from the sections). */
  leftOut: z.array(z.object({ table: z.string(), reason: z.string() })),
});
export type MemberDataReport = z.infer<typeof memberDataReportSchema>;

/** The JSON download's file name. */
export const dataReportFileName = (referenceNumber: string) => `member-data-${referenceNumber}.json`;
