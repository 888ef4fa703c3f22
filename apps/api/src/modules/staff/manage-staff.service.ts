import { createHash, randomBytes } from 'node:crypto';
import type { InvitableStaffRole } from '@suavez/shared/domain/staff';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { findUniqueViolation } from '#api/lib/unique-violation';
import { revokeSessionsOfUser } from '#api/modules/account/merchant-session.repository';
import { type AuditActor, recordAudit } from '#api/modules/audit/audit';
import {
  deleteStaffMember,
  findStaffMember,
  insertInvitedStaff,
  listStaff,
  type StaffRow,
  updateStaffRole,
} from './staff.repository';

/** An invite link lasts 48 hours (docs/access.md#staff-roles). */
export const STAFF_INVITE_TTL_MS = 48 * 60 * 60 * 1000;

/** The page an invite link opens, where the person chooses a password. */
export const STAFF_INVITE_PATH = '/convite';

const EMAIL_TAKEN_MESSAGE = 'Este e-mail já tem acesso ao SuaVez. Use outro e-mail.';

/** The SHA-256 of an invite token, as stored: the database never holds a usable link. */
export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** `GET /merchant/staff`: the restaurant's people, the owner first. */
export function listMerchantStaff(options: { db: Db; merchantId: string }): Promise<StaffRow[]> {
  return listStaff(options.db, options.merchantId);
}

/**
 * `POST /merchant/staff`: invites a person. They get no password: the owner sends them the one-time link
 * (a 256-bit token, valid 48 h), where they choose one. An e-mail that already logs in anywhere → 409.
 */
export async function inviteStaff(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
  publicUrl: string;
  name: string;
  email: string;
  role: InvitableStaffRole;
}): Promise<{ id: string; inviteUrl: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(options.clock.now().getTime() + STAFF_INVITE_TTL_MS);
  try {
    const id = await insertInvitedStaff(options.db, {
      merchantId: options.merchantId,
      name: options.name,
      email: options.email,
      role: options.role,
      inviteTokenHash: hashInviteToken(token),
      inviteExpiresAt: expiresAt,
    });
    const inviteUrl = new URL(STAFF_INVITE_PATH, options.publicUrl);
    inviteUrl.searchParams.set('token', token);
    return { id, inviteUrl: inviteUrl.toString(), expiresAt: expiresAt.toISOString() };
  } catch (error) {
    if (findUniqueViolation(error) === 'merchant_users_email_unique') {
      throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE);
    }
    throw error;
  }
}

/** The 409 for a call that would change the owner, who stays as the admin command made them. */
const OWNER_FIXED_MESSAGE = 'O dono do estabelecimento não pode ter a função trocada nem ser removido.';

/** A person of this restaurant by id: another restaurant's, or none, → 403 (docs/access.md#unknown-ids). */
async function getOwnStaffMember(db: Db, merchantId: string, id: string): Promise<StaffRow> {
  const member = await findStaffMember(db, { merchantId, id });
  if (!member) throw new AppError('FORBIDDEN');
  if (member.role === 'owner') throw new AppError('CONFLICT', OWNER_FIXED_MESSAGE);
  return member;
}

/**
 * `PATCH /merchant/staff/{id}`: a new role. The person's sessions end at once, in the same transaction: they
 * log in again and their screens follow the new role.
 */
export async function changeStaffRole(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
  id: string;
  role: InvitableStaffRole;
  /** The owner, recorded with the change (docs/audit.md). */
  actor: AuditActor;
}): Promise<StaffRow> {
  return options.db.transaction(async (tx) => {
    const member = await getOwnStaffMember(tx, options.merchantId, options.id);
    const at = options.clock.now();
    await updateStaffRole(tx, { merchantId: options.merchantId, id: member.id, role: options.role, at });
    await revokeSessionsOfUser(tx, { userId: member.id, merchantId: options.merchantId, at });
    await recordAudit(tx, options.actor, at, {
      action: 'staff.role',
      targetKind: 'staff',
      targetId: member.id,
      before: member.role,
      after: options.role,
      detail: { name: member.name },
    });
    return { ...member, role: options.role };
  });
}

/**
 * `DELETE /merchant/staff/{id}`: removes the person; their sessions end with them (the next call is 401). What
 * they did stays in the audit trail under the name they had (docs/audit.md).
 */
export async function removeStaff(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
  id: string;
  /** The owner, recorded with the removal. */
  actor: AuditActor;
}): Promise<void> {
  await options.db.transaction(async (tx) => {
    const member = await getOwnStaffMember(tx, options.merchantId, options.id);
    await deleteStaffMember(tx, { merchantId: options.merchantId, id: member.id });
    await recordAudit(tx, options.actor, options.clock.now(), {
      action: 'staff.remove',
      targetKind: 'staff',
      targetId: member.id,
      before: member.role,
      detail: { name: member.name },
    });
  });
}
