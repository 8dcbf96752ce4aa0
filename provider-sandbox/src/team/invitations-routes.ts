import express, { type Router } from 'express';
import type { Db } from '../db/db.js';
import { ApiError, forbidden } from '../http/errors.js';
import { isUuid } from '../http/params.js';
import { sendEmail } from '../outbox/outbox.js';
import { findSeller } from '../sellers/repository.js';
import { memberOf, requireAdmin } from './permissions.js';
import { createInvitedUser, findRole, findUserByEmail, touchInvitation } from './repository.js';
import { loadTeamUser, type TeamUser } from './team-user.js';
import { bodyOf, FieldChecks, MESSAGES } from './validation.js';

async function sendInvitation(db: Db, portalOrigin: string, member: TeamUser, sellerName: string) {
  const link = `${portalOrigin}/signup?email=${encodeURIComponent(member.email)}`;
  await sendEmail(db, {
    kind: 'INVITATION',
    to: member.email,
    subject: `You are invited to join ${sellerName} on Seller Portal`,
    body: `Hello ${member.firstName},\n\nYou have been invited to join ${sellerName}'s team on Seller Portal. Sign up with this email address to accept:\n${link}`,
    link,
  });
}

async function sellerNameOf(db: Db, sellerId: string): Promise<string> {
  return (await findSeller(db, sellerId))?.name ?? 'your company';
}

/** Invitations (spec 01 section 7, spec 02 section 7): admins only; each one lands in the sandbox outbox. */
export function invitationsRouter(db: Db, portalOrigin: string): Router {
  const router = express.Router();

  router.post('/v1/invitations', async (req, res) => {
    const caller = await requireAdmin(db, req);
    const body = bodyOf(req);
    const checks = new FieldChecks();
    const email = checks.email(body.email, 'email');
    const firstName = checks.required(
      body.recipientFirstName,
      'recipientFirstName',
      MESSAGES.firstNameRequired,
    );
    const lastName = checks.required(body.recipientLastName, 'recipientLastName', MESSAGES.lastNameRequired);
    const roleId = checks.required(body.roleId, 'roleId', MESSAGES.roleRequired);
    if (roleId && !(isUuid(roleId) && (await findRole(db, roleId)))) checks.fail('roleId', 'Unknown role');
    checks.done();
    if (await findUserByEmail(db, email)) throw new ApiError(409, 'A user with this email already exists');
    const id = await createInvitedUser(db, { sellerId: caller.sellerId, email, firstName, lastName, roleId });
    const member = await loadTeamUser(db, caller.sellerId, id);
    await sendInvitation(db, portalOrigin, member, await sellerNameOf(db, caller.sellerId));
    res.status(201).json(member);
  });

  router.post('/v1/invitations/resend', async (req, res) => {
    const caller = await requireAdmin(db, req);
    const invited = await memberOf(db, caller, bodyOf(req).userId);
    if (invited.status !== 'INVITED') throw forbidden('Only an invited user can be invited again');
    await touchInvitation(db, invited.id);
    const member = await loadTeamUser(db, caller.sellerId, invited.id);
    await sendInvitation(db, portalOrigin, member, await sellerNameOf(db, caller.sellerId));
    res.json(member);
  });

  return router;
}
