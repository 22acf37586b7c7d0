/** The signed-in administrator as the server describes it (CONTRACT: AdminProfile). */
export type { AdminProfile } from '@portal/domain';
