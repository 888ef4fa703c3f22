import { multipartBody } from '../photo-test-helpers';
import { type AccessWorld, send } from './access-fixtures';
import { fresh, type MatrixRow, merchantOnly, open, row, withOpenIds } from './access-matrix-rows';

/** A 1×1 PNG: the smallest photo the upload accepts. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const upload = () => multipartBody({ bytes: TINY_PNG, filename: 'foto.png', contentType: 'image/png' });

/** A photo `a` uploaded: its path under /api/photos. */
const freshPhoto = async (w: AccessWorld) => {
  const { payload, headers } = upload();
  const url = `/api/merchant/photos?kind=item&id=${w.a.merchantId}`;
  const res = await send(w.t, w.a, { method: 'POST', url, payload, headers });
  if (res.statusCode !== 200) throw new Error(`photo not stored: ${res.body}`);
  return { url: (res.json() as { url: string }).url, merchantId: w.a.merchantId };
};

/**
 * Photos (docs/photos.md#access): the restaurant uploads its own (an `id` naming another is 403); anyone
 * reads a stored photo, as the public menu shows it.
 */
export const photoRows: MatrixRow[] = [
  row('POST /api/merchant/photos', merchantOnly(200), (w) => ({
    url: `/api/merchant/photos?kind=item&id=${w.a.merchantId}`,
    ...upload(),
  })),
  withOpenIds(
    fresh('GET /api/photos/:merchantId/:file', open(200), freshPhoto, (_w, _me, s) => ({ url: s.url })),
    (_w, state: { merchantId?: string }) => (state.merchantId ? [state.merchantId] : []),
  ),
];
