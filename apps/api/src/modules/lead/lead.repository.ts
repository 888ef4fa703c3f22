import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactLeads } from '../../db/schema/lead.schema';

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
