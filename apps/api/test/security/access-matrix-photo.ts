import { multipartBody } from '#test/photo-test-helpers';
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

/** A fresh restaurant that plays `M`, with a photo of its own to make its cover. */
const freshRestaurantWithPhoto = async (w: AccessWorld) => {
  const restaurant = await w.restaurant();
  const url = `/api/merchant/photos?kind=cover&id=${restaurant.merchantId}`;
  const res = await send(w.t, restaurant, { method: 'POST', url, ...upload() });
  if (res.statusCode !== 200) throw new Error(`cover not stored: ${res.body}`);
  const photo = (res.json() as { url: string }).url;
  return { merchantId: restaurant.merchantId, photo, as: { M: restaurant } };
};

/**
 * Photos (docs/photos.md#access): the restaurant uploads its own (an `id` naming another is 403) and makes
 * one its cover or icon; anyone reads a stored photo, as the public menu shows it.
 */
export const photoRows: MatrixRow[] = [
  row('POST /api/merchant/photos', merchantOnly(200), (w) => ({
    url: `/api/merchant/photos?kind=item&id=${w.a.merchantId}`,
    ...upload(),
  })),
  fresh('PATCH /api/merchant/appearance', merchantOnly(200), freshRestaurantWithPhoto, (_w, _me, s) => ({
    url: `/api/merchant/appearance?id=${s.merchantId}`,
    payload: { cover: s.photo, icon: null },
  })),
  withOpenIds(
    fresh('GET /api/photos/:merchantId/:file', open(200), freshPhoto, (_w, _me, s) => ({ url: s.url })),
    (_w, state: { merchantId?: string }) => (state.merchantId ? [state.merchantId] : []),
  ),
];
