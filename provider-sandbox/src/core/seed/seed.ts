import { sqlLiteral as q, type Db } from '../../db/db.js';
import { hashPassword } from '../../identity/passwords.js';
import { DEMO_PASSWORD, SEED_JOIN_REQUESTS, SEED_ROLES, SEED_SELLERS, SEED_USERS } from './data.js';

/**
 * The demo data every domain builds on: roles, four sellers, their users and join requests. Ids and dates are
 * fixed; only the password salts differ between databases.
 */
export async function seedCore(tx: Db): Promise<void> {
  const hashes = await Promise.all(SEED_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  const sellerIds = new Map(SEED_SELLERS.map((seller) => [seller.key, seller.id]));
  const roleIds = new Map(SEED_ROLES.map((role) => [role.name, role.id]));
  const statements: string[] = [];

  SEED_ROLES.forEach((role, position) => {
    statements.push(
      `INSERT INTO roles (id, name, display_name, description, position) VALUES (${q(role.id)}, ${q(role.name)}, ${q(role.displayName)}, ${q(role.description)}, ${q(position)});`,
    );
  });
  for (const seller of SEED_SELLERS) {
    statements.push(
      `INSERT INTO sellers (id, name, status, email_domain, logo_url, dashboard_link, show_advance_history, offer_add_ons_enabled, customer_offer_email_link_delivery_enabled, created_at) VALUES (${[
        seller.id,
        seller.name,
        seller.status,
        seller.emailDomain,
        seller.logoPath,
        seller.dashboardLink,
        seller.showAdvanceHistory,
        seller.offerAddOnsEnabled,
        seller.customerOfferEmailLinkDeliveryEnabled,
      ]
        .map(q)
        .join(', ')}, ${q(new Date('2025-01-06T15:00:00.000Z'))});`,
    );
  }
  SEED_USERS.forEach((user, index) => {
    const sellerId = user.sellerKey ? sellerIds.get(user.sellerKey) : null;
    if (sellerId === undefined) throw new Error(`unknown seller ${user.sellerKey}`);
    statements.push(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, title, phone_number, mobile_phone_number, email_verified, seller_id, status, invitation_sent_date, last_login, created_at) VALUES (${[
        user.id,
        user.email,
        hashes[index] ?? null,
        user.firstName,
        user.lastName,
        user.title,
        user.phoneNumber,
        user.mobilePhoneNumber,
        user.emailVerified,
        sellerId,
        user.status,
      ]
        .map(q)
        .join(', ')}, ${q(user.invitationSentDate ? new Date(user.invitationSentDate) : null)}, ${q(
        user.lastLogin ? new Date(user.lastLogin) : null,
      )}, ${q(new Date('2025-01-06T15:00:00.000Z'))});`,
    );
    for (const roleName of user.roles) {
      statements.push(
        `INSERT INTO user_roles (user_id, role_id) VALUES (${q(user.id)}, ${q(roleIds.get(roleName)!)});`,
      );
    }
    if (user.isOwner && sellerId) {
      statements.push(`UPDATE sellers SET owner_user_id = ${q(user.id)} WHERE id = ${q(sellerId)};`);
    }
  });

  const userIds = new Map(SEED_USERS.map((user) => [user.email, user.id]));
  for (const request of SEED_JOIN_REQUESTS) {
    statements.push(
      `INSERT INTO join_requests (id, user_id, seller_id, status, created_at) VALUES (${[
        request.id,
        userIds.get(request.userEmail)!,
        sellerIds.get(request.sellerKey)!,
        request.status,
      ]
        .map(q)
        .join(', ')}, ${q(new Date(request.createdAt))});`,
    );
  }

  await tx.exec(statements.join('\n'));
}
