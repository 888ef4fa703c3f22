import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { contactLeads } from '#api/db/schema/lead.schema';

/** A contact lead as the export shows it. */
export interface LeadRow {
  name: string;
  number: string;
  qrbc: boolean;
  createdAt: Date;
}

/** Lists every contact lead, oldest first. */
export async function listLeads(db: Db): Promise<LeadRow[]> {
  return db
    .select({
      name: contactLeads.name,
      number: contactLeads.number,
      qrbc: contactLeads.qrbc,
      createdAt: contactLeads.createdAt,
    })
    .from(contactLeads)
    .orderBy(asc(contactLeads.createdAt), asc(contactLeads.id));
}

/**
 * Serialises lead writes for one number until the transaction ends, so two simultaneous submissions of
 * the same phone cannot both pass the "already sent recently" check (there is no unique index to lean on:
 * a number may come back another day).
 */
export async function lockLeadNumber(tx: Db, number: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact_lead:${number}`}))`);
}

/** Whether a lead with this number (digits) was stored after `since`. */
export async function hasLeadSince(db: Db, number: string, since: Date): Promise<boolean> {
  const rows = await db
    .select({ id: contactLeads.id })
    .from(contactLeads)
    .where(and(eq(contactLeads.number, number), gt(contactLeads.createdAt, since)))
    .limit(1);
  return rows.length > 0;
}

/** Stores one contact lead. */
export async function insertLead(db: Db, lead: LeadRow): Promise<void> {
  await db.insert(contactLeads).values(lead);
}
