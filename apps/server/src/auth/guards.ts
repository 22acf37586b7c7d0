import { messages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import { admins } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import type { Auth } from './auth.ts';
import { toHeaders } from './handler.ts';

export type AdminRow = typeof admins.$inferSelect;
export type SignedInAdmin = AdminRow & { sessionToken: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAdmin: the signed-in, approved admin. */
    admin?: SignedInAdmin;
  }
}

export type Guards = {
  requireAdmin: (request: FastifyRequest) => Promise<void>;
  requireHeadAdmin: (request: FastifyRequest) => Promise<void>;
};

/** The signed-in user's admins row (any approval state), or a 401. */
export async function currentAdmin(auth: Auth, db: Db, request: FastifyRequest): Promise<SignedInAdmin> {
  const found = await auth.api.getSession({ headers: toHeaders(request) });
  if (!found) throw new HttpError(401, 'NOT_AUTHENTICATED', messages.notAuthenticated);
  const [row] = await db.select().from(admins).where(eq(admins.userId, found.user.id));
  if (!row) throw new HttpError(403, 'NOT_APPROVED', messages.notAnAdmin);
  return { ...row, sessionToken: found.session.token };
}

export function createGuards(auth: Auth, db: Db): Guards {
  const requireAdmin = async (request: FastifyRequest) => {
    const admin = await currentAdmin(auth, db, request);
    if (admin.approvalStatus !== 'approved') {
      const message =
        admin.approvalStatus === 'rejected' ? messages.loginRejected : messages.loginAwaitingApproval;
      throw new HttpError(403, 'NOT_APPROVED', message);
    }
    request.admin = admin;
  };
  const requireHeadAdmin = async (request: FastifyRequest) => {
    await requireAdmin(request);
    if (request.admin?.role !== 'head_admin') {
      throw new HttpError(403, 'FORBIDDEN', messages.headAdminOnly);
    }
  };
  return { requireAdmin, requireHeadAdmin };
}
