import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectTidyLayout, expectWithinWidthAndOnce } from './layout-checks';
import { makeJpeg, newOwner } from './self-service';

// The restaurant's cover on the diner's join page (docs/screens.md#join-page), on the narrow phones most
// diners hold, 360 and 390 px wide: the photo is a band cropped around its centre, the name (the page's h1)
// starts below it, whole, and shows once.

const name = 'Cantina e Pizzaria Tradicional da Família Albuquerque';

async function ok(response: ReturnType<APIRequestContext['get']>) {
  const res = await response;
  expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return res;
}

/** A restaurant signed up now, open, with a 16:9 cover and an icon it uploaded. */
async function restaurantWithCover(request: APIRequestContext): Promise<string> {
  const owner = newOwner(name, 'capa.test');
  const signup = await ok(
    request.post('/api/merchant/signup', {
      data: { name, email: owner.email, password: owner.password, acceptedTerms: true },
    }),
  );
  const { accessToken, merchantId } = (await signup.json()) as { accessToken: string; merchantId: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const upload = async (kind: 'cover' | 'icon', width: number, height: number) => {
    const res = await ok(
      request.post(`/api/merchant/photos?kind=${kind}`, {
        headers,
        multipart: {
          file: { name: `${kind}.jpg`, mimeType: 'image/jpeg', buffer: await makeJpeg(width, height) },
        },
      }),
    );
    return ((await res.json()) as { url: string }).url;
  };
  const appearance = { cover: await upload('cover', 1600, 900), icon: await upload('icon', 300, 300) };
  await ok(request.patch(`/api/merchant/appearance?id=${merchantId}`, { headers, data: appearance }));
  await ok(request.patch(`/api/merchant/toggle/open?id=${merchantId}`, { headers }));
  return merchantId;
}

test('the join page crops the cover and shows the whole name once, at 360 and 390 px', async ({
  page,
  request,
  a11y,
}) => {
  test.setTimeout(90_000);
  const merchantId = await restaurantWithCover(request);
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 390, height: 844 },
  ]) {
    await test.step(`${viewport.width}×${viewport.height}`, async () => {
      await page.setViewportSize(viewport);
      await page.goto(`/queue/join?merchant=${merchantId}`);
      const heading = page.getByRole('heading', { level: 1, name });
      await expect(heading).toBeVisible();
      await expect(page.getByRole('button', { name: 'Entrar na fila' })).toBeVisible();
      // The first picture of the restaurant's header is its cover.
      const cover = page.locator('main header img').first();
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
      await expectWithinWidthAndOnce(page, [cover, heading], name);
      // The band keeps its height, the photo fills it around its centre.
      expect(await cover.evaluate((img) => getComputedStyle(img).objectFit)).toBe('cover');
      const coverBox = await cover.boundingBox();
      const headingBox = await heading.boundingBox();
      expect(coverBox?.height).toBe(160);
      // The name starts below the photo: never written over it.
      expect(headingBox?.y ?? 0).toBeGreaterThanOrEqual((coverBox?.y ?? 0) + (coverBox?.height ?? 0));
      await expectTidyLayout(page, [name]);
      await a11y.check();
    });
  }
});
