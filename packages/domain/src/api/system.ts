/**
 * Contract of the data disk's state (issue 30 item 3): GET /api/system/disk, head admins only
 * (401/403). The dashboard shows a warning from it.
 */
import { z } from 'zod';

export const diskStatusSchema = z.object({
  /**
   * The data folder (DATA_DIR) when the portal keeps something there (the embedded database, the
   * files on disk); null when both live elsewhere (DATABASE_URL and S3), and nothing is watched.
   */
  dataDir: z
    .object({
      path: z.string(),
      freeBytes: z.number(),
      totalBytes: z.number(),
      /** Less than 10 % or less than 1 GB free: the dashboard warns. */
      low: z.boolean(),
      /** Less than the reserve left: the server refuses writes until space is freed. */
      writesRefused: z.boolean(),
    })
    .nullable(),
});
export type DiskStatus = z.infer<typeof diskStatusSchema>;
