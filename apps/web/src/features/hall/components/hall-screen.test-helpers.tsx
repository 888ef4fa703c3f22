import { screen } from '@testing-library/react';
import { renderMerchantScreen } from '@/test/render';
import { HallScreen } from './hall-screen';

// The hall's screen as its tests open it; the answers it reads are each test's (mockApi), with the
// merchant's own data from `hallMerchantRoutes` (../utils/hall-fixtures.test-data.ts).

/** The merchant the hall's tests sign in as. */
export const hallMerchantId = 'aaaaaaaa-0000-4000-8000-0000000000aa';

/** The hall (`/merchant/hall`) as its signed-in merchant sees it. */
export function showHall() {
  return renderMerchantScreen(<HallScreen />, { merchantId: hallMerchantId, path: '/merchant/hall' });
}

/** The hall with the dialog of `name`'s table open ('Mesa de Ana'), after a tap on the tile naming them. */
export async function openTableDialog(name = 'Ana') {
  const rendered = showHall();
  await rendered.user.click(await screen.findByRole('button', { name: new RegExp(name) }));
  const dialog = await screen.findByRole('dialog', { name: `Mesa de ${name}` });
  return { ...rendered, dialog };
}
