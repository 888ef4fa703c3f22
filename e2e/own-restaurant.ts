import { spawn } from 'node:child_process';
import type { Page } from '@playwright/test';
import { type ConsumerServer, startConsumerServer } from './consumer-server';
import { expect, test } from './fixtures';

/** The owner a journey's own restaurant is made with. */
export interface RestaurantOwner {
  name: string;
  email: string;
  password: string;
}

/**
 * `npm run admin -- merchant:create` for `owner`, as a server's `prepare` step: on the fresh data folder,
 * before the server opens it (PGlite: one process at a time).
 */
export function createOwnerCommand(owner: RestaurantOwner): (env: NodeJS.ProcessEnv) => Promise<void> {
  return (env) =>
    new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          'apps/api/src/cli/admin.ts',
          'merchant:create',
          '--name',
          owner.name,
          '--email',
          owner.email,
          '--password',
          owner.password,
        ],
        { env, stdio: ['ignore', 'inherit', 'inherit'] },
      );
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`merchant:create exited ${code}`)),
      );
    });
}

/** The server of a journey's own restaurant: its address, once the file's `beforeAll` has started it. */
export interface OwnRestaurantServer {
  readonly origin: string;
}

/**
 * A restaurant of the journey's own, made by the admin command on its own server's fresh data folder (no
 * demo data): starts before the file's tests, stops after them.
 */
export function useOwnRestaurantServer(name: string, owner: RestaurantOwner): OwnRestaurantServer {
  let server: ConsumerServer | undefined;
  test.beforeAll(async () => {
    // The admin command and a fresh PGlite start, on a machine that may be busy.
    test.setTimeout(300_000);
    server = await startConsumerServer(name, { DEMO_DATA: 'false' }, { prepare: createOwnerCommand(owner) });
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return {
    get origin() {
      if (!server) throw new Error(`o servidor de ${name} ainda não começou`);
      return server.origin;
    },
  };
}

/** Logs a merchant user in through the login screen of the server at `origin`; ends on the home. */
export async function logInMerchant(
  page: Page,
  origin: string,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(`${origin}/login/merchant`);
  await page.getByLabel('E-mail de acesso').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(`${origin}/merchant`);
}
