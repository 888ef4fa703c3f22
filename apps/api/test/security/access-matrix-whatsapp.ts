import { type MatrixRow, open, row } from './access-matrix-rows';

/**
 * The WhatsApp webhook (docs/whatsapp.md#webhook): open to anyone, proved by the verify token and by each
 * delivery's signature instead of a session. It answers 404 here: this world has no conversation configured.
 */
export const whatsAppRows: MatrixRow[] = [
  row('GET /api/whatsapp/webhook', open(404), () => ({
    url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1',
  })),
  row('POST /api/whatsapp/webhook', open(404), () => ({
    url: '/api/whatsapp/webhook',
    payload: { object: 'whatsapp_business_account', entry: [] },
  })),
];
