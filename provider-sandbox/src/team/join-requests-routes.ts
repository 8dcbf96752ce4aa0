import express, { type Router } from 'express';
import type { z } from 'zod';
import type { Db } from '../db/db.js';
import { noStore } from '../http/cache.js';
import { conflict, forbidden, notFound } from '../http/errors.js';
import { isUuid } from '../http/params.js';
import { bodyOf, FieldChecks } from '../http/validation.js';
import { requireOwner, type SellerMember } from '../session/membership.js';
import type { joinRequest } from './contract.js';
import { MESSAGES } from './messages.js';
import {
  admitToSeller,
  findJoinRequest,
  findRole,
  openJoinRequests,
  setJoinRequestStatus,
  type JoinRequestRow,
} from './repository.js';

/** A join request as the provider answers it (spec 02 section 3): its contract's schema. */
type JoinRequest = z.infer<typeof joinRequest>;

const joinRequestOf = (row: JoinRequestRow, status = row.status): JoinRequest => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  status,
});

/** An open request addressed to the owner's seller; anything else answers 404. */
async function openRequestOf(db: Db, owner: SellerMember, id: unknown): Promise<JoinRequestRow> {
  const request =
    typeof id === 'string' && isUuid(id) ? await findJoinRequest(db, owner.sellerId, id) : undefined;
  if (!request || request.status === 'APPROVED') throw notFound('Join request not found');
  return request;
}

/** Join requests (spec 02 sections 4 and 7): only the organization owner lists and decides them. */
export function joinRequestsRouter(db: Db): Router {
  const router = express.Router();

  router.get('/v1/teams/pending-join-requests', async (req, res) => {
    const owner = requireOwner(req);
    const rows = await openJoinRequests(db, owner.sellerId);
    noStore(res).json(rows.map((row) => joinRequestOf(row)));
  });

  router.post('/teams/pending-join-request/approve', async (req, res) => {
    const owner = requireOwner(req);
    const body = bodyOf(req);
    const request = await openRequestOf(db, owner, body.joinRequestId);
    const checks = new FieldChecks();
    const roleId = checks.required(body.roleId, 'roleId', MESSAGES.roleRequired);
    const firstName = checks.required(body.firstName, 'firstName', MESSAGES.firstNameRequired);
    const lastName = checks.required(body.lastName, 'lastName', MESSAGES.lastNameRequired);
    const title = checks.optionalText(body.title, 'title');
    const phoneNumber = checks.phone(body.phoneNumber, 'phoneNumber');
    const mobilePhoneNumber = checks.phone(body.mobilePhoneNumber, 'mobilePhoneNumber');
    if (roleId && !(isUuid(roleId) && (await findRole(db, roleId)))) checks.fail('roleId', 'Unknown role');
    checks.done();
    if (request.userSellerId !== null) throw conflict('The requester already belongs to a company');
    // The requester's membership, role and the request's decision are written together or not at all.
    await db.transaction(async (tx) => {
      await admitToSeller(tx, owner.sellerId, request.userId, {
        roleId,
        firstName,
        lastName,
        title,
        phoneNumber,
        mobilePhoneNumber,
      });
      await setJoinRequestStatus(tx, owner.sellerId, request.id, {
        from: ['PENDING', 'REJECTED'],
        to: 'APPROVED',
      });
    });
    res.json(joinRequestOf({ ...request, firstName, lastName }, 'APPROVED'));
  });

  router.post('/teams/pending-join-request/reject', async (req, res) => {
    const owner = requireOwner(req);
    const request = await openRequestOf(db, owner, bodyOf(req).joinRequestId);
    if (request.status !== 'PENDING') throw forbidden('A declined request can only be approved');
    await setJoinRequestStatus(db, owner.sellerId, request.id, { from: ['PENDING'], to: 'REJECTED' });
    res.json(joinRequestOf(request, 'REJECTED'));
  });

  return router;
}
