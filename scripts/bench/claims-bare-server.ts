/**
 * An ANCHOR of the claims benchmark, not a server of the portal: the floor a Node.js 20 process pays
 * for the same claim — HTTP parse and answer (node:http), node-postgres, JSON — without Fastify,
 * validation, hooks or logging. It sends the app's own claim transaction: its PREPAREd statements
 * (CLAIM_PREPARED, prepared once per connection as the app does) run as `execute name(literals)` in
 * the app's two multi-statement simple-protocol messages,
 *
 *   1. `begin; <the session (SESSION_ADMIN)>; <lock the member>; <read what the rules need>`
 *   2. `<insert the claim, its activity entry and the high-claims notice>; commit`,
 *
 * after verifying the signed better-auth session cookie with the app's secret, and answers the app's
 * 201 JSON. The rules are reduced to the duplicate and limit checks on what the read returns.
 *
 * Started by claims-bare.ts in a process of its own (`node --import tsx`), so that its CPU time is its
 * own. Env: DATABASE_URL, AUTH_SECRET. IPC: sends {port} once listening; answers 'cpu' with
 * {cpu: process.cpuUsage()}; 'stop' closes it.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import {
  activityMessages,
  HIGH_CLAIMS_THRESHOLD_CENTAVOS,
  messages,
  notificationTexts,
} from '@portal/domain';
import pg from 'pg';
import { SESSION_ADMIN } from '../../apps/server/src/auth/guards.ts';
import { cookieValue, verifySigned } from '../../apps/server/src/auth/session-cookie.ts';
import { ensurePrepared, execute } from '../../apps/server/src/db/prepared.ts';
import {
  CLAIM_PREPARED,
  contextSql,
  insertSql,
  lockSql,
  toContext,
} from '../../apps/server/src/features/services/claim-statements.ts';

type ClaimBody = {
  category: 'outpatient' | 'inpatient';
  serviceType: string;
  specificProcedure?: string;
  institution: string;
  amount: string;
  date: string;
  beneficiaryUse: 'Yes' | 'No';
};
type Answer = [status: number, body: unknown];

const secret = process.env.AUTH_SECRET!;
const SESSION_COOKIE = 'better-auth.session_token';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
pool.on('error', () => undefined);

const CLAIM_PATH = /^\/api\/members\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/claims$/;
const highClaims = { thresholdCentavos: HIGH_CLAIMS_THRESHOLD_CENTAVOS, ...notificationTexts.highClaims() };
const pesoFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 });
const peso = (centavos: number) => `₱${pesoFormat.format(centavos / 100)}`;

async function claim(memberId: string, token: string, body: ClaimBody): Promise<Answer> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const send = async (text: string) => {
    const result = (await client.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
    return (Array.isArray(result) ? result : [result]).map((r) => r.rows);
  };
  try {
    await ensurePrepared(client, CLAIM_PREPARED, send);
    const serviceType = body.serviceType.trim();
    const [, sessionRows, memberRows, contextRows] = await send(
      `begin;${execute(SESSION_ADMIN, [token])};${lockSql(memberId)};` +
        contextSql(memberId, serviceType, body.beneficiaryUse === 'Yes'),
    );
    const refuse = async (answer: Answer) => {
      await client.query('rollback');
      return answer;
    };
    const session = sessionRows![0];
    if (!session?.['admin.userId'] || session['admin.approvalStatus'] !== 'approved')
      return await refuse([401, { message: messages.notAuthenticated }]);
    const member = memberRows![0] as Record<string, string> | undefined;
    if (!member) return await refuse([404, { message: 'no such member' }]);
    const row = contextRows![0]!;
    const context = toContext(row);
    const amountCentavos = Math.round(Number(body.amount) * 100);
    let used = 0;
    for (const c of context.claims) {
      if (c.date === body.date && c.institution === body.institution && c.serviceType === serviceType)
        return await refuse([409, { message: 'duplicate' }]);
      used += c.amountCentavos;
    }
    if (context.limit && used + amountCentavos > context.limit.maxCentavos)
      return await refuse([409, { message: 'over the limit' }]);

    const id = randomUUID();
    const adminId = String(session['admin.userId']);
    const memberName = `${member.firstName} ${member.middleName} ${member.lastName}`;
    const year = Number(member.registrationDate!.slice(0, 4));
    const claim = {
      memberId,
      serviceType,
      specificProcedure: body.specificProcedure ?? null,
      category: body.category,
      institution: body.institution,
      amountCentavos,
      date: body.date,
      beneficiaryUse: body.beneficiaryUse === 'Yes',
      beneficiaryId: null,
      beneficiaryName: null,
      membershipYear: year,
      membershipYearIndex: 0,
      createdBy: adminId,
    };
    const details = {
      memberId,
      memberRef: member.referenceNumber!,
      memberName,
      serviceType,
      amountCentavos,
      date: body.date,
      description: activityMessages.claimActivity(serviceType, peso(amountCentavos), memberName),
    };
    const log = { action: 'claim.created' as const, details };
    const notices = { termExpiry: member.expiryDate!, highClaims, limitWarning: null };
    await send(`${insertSql(id, claim, log, notices)};commit`);
    return [
      201,
      {
        message: messages.claimSuccess,
        claim: {
          id,
          category: body.category,
          serviceType,
          specificProcedure: claim.specificProcedure,
          institution: body.institution,
          amountCentavos,
          date: body.date,
          beneficiaryUse: body.beneficiaryUse,
          beneficiaryId: null,
          beneficiaryName: null,
          membershipYear: `${year} - ${year + 1}`,
          tag: 'Current',
          createdAt: new Date(row.now as string).toISOString(),
          recordedBy: adminId,
          recordedByName: `${session['admin.firstName']} ${session['admin.lastName']}`,
          correctsClaimId: null,
        },
      },
    ];
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    client.release(broken);
  }
}

function answer(res: http.ServerResponse, [status, body]: Answer): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    'cache-control': 'no-store',
  });
  res.end(payload);
}

const server = http.createServer((req, res) => {
  const path = req.method === 'POST' ? CLAIM_PATH.exec(req.url ?? '') : null;
  if (!path) return answer(res, [404, { message: 'not found' }]);
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    let body: ClaimBody;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return answer(res, [400, { message: 'bad json' }]);
    }
    const token = verifySigned(cookieValue(req.headers.cookie, SESSION_COOKIE), secret);
    if (!token) return answer(res, [401, { message: messages.notAuthenticated }]);
    claim(path[1]!, token, body).then(
      (result) => answer(res, result),
      (error) => {
        console.error(error);
        answer(res, [500, { message: 'error' }]);
      },
    );
  });
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('message', (message) => {
  if (message === 'cpu') process.send!({ cpu: process.cpuUsage() });
  if (message === 'stop') server.close(() => pool.end().then(() => process.exit(0)));
});
