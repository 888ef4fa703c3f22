import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';

// The journeys' own calls to the API (arranging what the screens then show): each must succeed, and a
// failure says which call answered what.

/** Awaits `response` and fails the journey, with the URL, status and body, unless it is a 2xx. */
export async function expectOk(response: Promise<APIResponse>): Promise<APIResponse> {
  const res = await response;
  expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return res;
}

/** The JSON body of a call that must succeed. */
export async function json<T>(response: Promise<APIResponse>): Promise<T> {
  return (await (await expectOk(response)).json()) as T;
}

/** An item as `POST /item` answers it, with its option groups' ids. */
export interface CreatedItem {
  id: string;
  name: string;
  optionGroups: { name: string; options: { id: string; name: string }[] }[];
}

/** A prepared item with a required 'Ponto da carne' group, added to the restaurant's first category. */
export async function createSteak(
  request: APIRequestContext,
  origin: string,
  merchant: { authorization: string; merchantId: string },
  name: string,
): Promise<CreatedItem> {
  const menu = await json<{ id: string }[]>(
    request.get(`${origin}/api/catalog/full?merchantId=${merchant.merchantId}`),
  );
  const categoryId = menu[0]?.id;
  if (!categoryId) throw new Error('the menu has no category');
  return json<CreatedItem>(
    request.post(`${origin}/api/item`, {
      headers: { authorization: merchant.authorization },
      data: {
        categoryId,
        name,
        price: 59.9,
        prepared: true,
        optionGroups: [
          {
            name: 'Ponto da carne',
            min: 1,
            max: 1,
            options: [
              { name: 'Mal passado', price: 0 },
              { name: 'Ao ponto', price: 0 },
            ],
          },
        ],
      },
    }),
  );
}
