import express, { type Router } from 'express';
import { expectRows, type Db } from '../db/db.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import { findSellerOwningDomain } from '../sellers/repository.js';
import { callerOf } from '../session/auth.js';
import { findUser } from '../core/users.js';
import { checkRegistration } from './registration-rules.js';

const emailDomainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** Spec 02 section 7: creating a company (registration) and asking to join the company of one's email domain. */
export function registrationRouter(db: Db): Router {
  const router = express.Router();

  async function userWithoutCompany(userId: string) {
    const user = await findUser(db, userId);
    if (!user) throw notFound('User not found');
    if (!user.emailVerified) throw forbidden('The email address is not verified.');
    if (user.sellerId) throw conflict('The user already belongs to a company.');
    return user;
  }

  router.post('/v1/organizations', async (req, res) => {
    const user = await userWithoutCompany(callerOf(req).userId);
    const checked = checkRegistration(req.body);
    if (!checked.ok) throw badRequest('The registration is not valid.', checked.fieldErrors);
    const domain = emailDomainOf(user.email);
    if (await findSellerOwningDomain(db, domain))
      throw conflict('A company already exists for this email domain.');
    const { userFirstName, userLastName, sellerName, userTitle } = checked.value;
    // The company, its owner's membership and admin role exist together or not at all.
    const sellerId = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO sellers (name, status, email_domain, dashboard_link, owner_user_id)
         VALUES ($1, 'ONBOARDING', $2, '/org/onboarding', $3) RETURNING id`,
        [sellerName, domain, user.id],
      );
      const id = rows[0]!.id;
      expectRows(
        await tx.query(
          `UPDATE users SET seller_id = $2, first_name = $3, last_name = $4, title = $5, status = 'ACTIVE'
            WHERE id = $1 AND seller_id IS NULL`,
          [user.id, id, userFirstName, userLastName, userTitle],
        ),
        1,
        'registering user',
      );
      expectRows(
        await tx.query(
          `INSERT INTO user_roles (user_id, role_id) SELECT u.id, r.id FROM users u, roles r
            WHERE u.id = $1 AND u.seller_id = $2 AND r.name = 'ADMIN'`,
          [user.id, id],
        ),
        1,
        'owner role',
      );
      return id;
    });
    res.status(201).json({ organizationId: sellerId, sellerName });
  });

  router.post('/v1/join-requests', async (req, res) => {
    const user = await userWithoutCompany(callerOf(req).userId);
    const owner = await findSellerOwningDomain(db, emailDomainOf(user.email));
    if (!owner) throw conflict('No company uses this email domain: create one instead.');
    const { rows: existing } = await db.query<{ id: string }>(
      `SELECT id FROM join_requests WHERE user_id = $1 AND status IN ('PENDING', 'REJECTED') LIMIT 1`,
      [user.id],
    );
    if (existing[0]) throw conflict('A join request already exists.');
    const { rows } = await db.query<{ id: string; status: string }>(
      `INSERT INTO join_requests (user_id, seller_id) VALUES ($1, $2) RETURNING id, status`,
      [user.id, owner.sellerId],
    );
    res.status(201).json(rows[0]);
  });

  return router;
}
