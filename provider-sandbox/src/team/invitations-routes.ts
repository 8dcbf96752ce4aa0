import express, { type Router } from 'express';
import type { Db } from '../db/db.js';
import { conflict, forbidden } from '../http/errors.js';
import { isUuid } from '../http/params.js';
import { bodyOf, FieldChecks } from '../http/validation.js';
import { countSent, sendEmail } from '../outbox/outbox.js';
import { findSeller } from '../sellers/repository.js';
import { colleagueOf, requireAdmin } from '../session/membership.js';
import { MESSAGES } from './messages.js';
import { createInvitedUser, findMemberByEmail, findRole, touchInvitation } from './repository.js';
import { loadTeamUser, type TeamUser } from './team-user.js';

/**
 * Invitation emails one member may be sent in an hour, the first included (docs/adr/014): enough to invite and resend
 * twice, not enough to flood a mailbox from a loop of requests.
 */
const INVITATIONS_PER_HOUR = 3;

async function sendInvitation(tx: Db, portalOrigin: string, member: TeamUser, sellerId: string) {
  const sellerName = (await findSeller(tx, sellerId))?.name ?? 'your company';
  const link = `${portalOrigin}/signup?email=${encodeURIComponent(member.email)}`;
  await sendEmail(tx, {
    kind: 'INVITATION',
    to: member.email,
    subject: `You are invited to join ${sellerName} on Seller Portal`,
    body: `Hello ${member.firstName},\n\nYou have been invited to join ${sellerName}'s team on Seller Portal. Sign up with this email address to accept:\n${link}`,
    link,
  });
}

/** Invitations (spec 01 section 7, spec 02 section 7): admins only; each one lands in the sandbox outbox. */
export function invitationsRouter(db: Db, portalOrigin: string): Router {
  const router = express.Router();

  router.post('/v1/invitations', async (req, res) => {
    const admin = requireAdmin(req);
    const body = bodyOf(req);
    const checks = new FieldChecks();
    const email = checks.email(body.email, 'email', {
      required: MESSAGES.emailRequired,
      invalid: MESSAGES.emailInvalid,
    });
    const firstName = checks.required(
      body.recipientFirstName,
      'recipientFirstName',
      MESSAGES.firstNameRequired,
    );
    const lastName = checks.required(body.recipientLastName, 'recipientLastName', MESSAGES.lastNameRequired);
    const roleId = checks.required(body.roleId, 'roleId', MESSAGES.roleRequired);
    if (roleId && !(isUuid(roleId) && (await findRole(db, roleId)))) checks.fail('roleId', 'Unknown role');
    checks.done();
    // Only the seller's own team is looked at: an address with an account elsewhere is invited as any other, so the
    // answer never tells whether someone uses the portal with another seller (docs/adr/014).
    if (await findMemberByEmail(db, admin.sellerId, email))
      throw conflict('A user with this email already exists');
    // The user, their role and the email are one write: an invitation is never half sent.
    const member = await db.transaction(async (tx) => {
      const id = await createInvitedUser(tx, {
        sellerId: admin.sellerId,
        email,
        firstName,
        lastName,
        roleId,
      });
      const invited = await loadTeamUser(tx, admin.sellerId, id);
      await sendInvitation(tx, portalOrigin, invited, admin.sellerId);
      return invited;
    });
    res.status(201).json(member);
  });

  router.post('/v1/invitations/resend', async (req, res) => {
    const admin = requireAdmin(req);
    const invited = await colleagueOf(db, admin, bodyOf(req).userId);
    if (invited.status !== 'INVITED') throw forbidden('Only an invited user can be invited again');
    const member = await db.transaction(async (tx) => {
      // The update locks the member's row, so two resends at once are counted one after the other.
      await touchInvitation(tx, admin.sellerId, invited.id);
      const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
      if ((await countSent(tx, 'INVITATION', invited.email, hourAgo)) >= INVITATIONS_PER_HOUR) {
        throw conflict(
          `${invited.email} has been sent ${INVITATIONS_PER_HOUR} invitations in the last hour. Try again later.`,
        );
      }
      const resent = await loadTeamUser(tx, admin.sellerId, invited.id);
      await sendInvitation(tx, portalOrigin, resent, admin.sellerId);
      return resent;
    });
    res.json(member);
  });

  return router;
}
