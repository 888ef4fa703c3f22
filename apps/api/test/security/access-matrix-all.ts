import type { AccessWorld, Credentials } from './access-fixtures';
import { bookingsRows } from './access-matrix-bookings';
import { catalogRows } from './access-matrix-catalog';
import { integrationsRows } from './access-matrix-integrations';
import { kitchenRows } from './access-matrix-kitchen';
import { liveRows } from './access-matrix-live';
import { merchantRows } from './access-matrix-merchant';
import { orderRows } from './access-matrix-order';
import { photoRows } from './access-matrix-photo';
import { pixRows } from './access-matrix-pix';
import { publicRows } from './access-matrix-public';
import { pushRows } from './access-matrix-push';
import { queueRows } from './access-matrix-queue';
import type { Actor, Fresh, MatrixRow, Me } from './access-matrix-rows';
import { staffRows } from './access-matrix-staff';
import { tablesRows } from './access-matrix-tables';
import { webhooksRows } from './access-matrix-webhooks';
import { whatsAppRows } from './access-matrix-whatsapp';

/** Every row of the access matrix, by module: the access matrix and the unknown-id test read the same rows. */
export const matrixModules: Record<string, MatrixRow[]> = {
  public: publicRows,
  merchant: merchantRows,
  catalog: catalogRows,
  queue: queueRows,
  order: orderRows,
  pix: pixRows,
  photo: photoRows,
  kitchen: kitchenRows,
  live: liveRows,
  push: pushRows,
  staff: staffRows,
  tables: tablesRows,
  bookings: bookingsRows,
  whatsapp: whatsAppRows,
  webhooks: webhooksRows,
  integrations: integrationsRows,
};

/** Who plays `actor`: the world's actor, or the owner a row's fresh rows stand in for. */
export function callerOf(w: AccessWorld, actor: Actor, state: Fresh): (Credentials & Me) | null {
  if ((actor === 'M' || actor === 'D' || actor === 'G') && state.as?.[actor]) return state.as[actor];
  const fromWorld: Record<Actor, (Credentials & Me) | null> = {
    M: w.a,
    m: w.b,
    D: w.table.owner,
    G: w.table.guest,
    d: w.elsewhere,
    A: null,
  };
  return fromWorld[actor];
}
