import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DiskPhotoStore } from './disk-photo-store';

// The folder store as several writers share it (docs/photos.md#storage: compose.yaml's two servers mount
// one photo volume): each write goes to a temporary file of its own and is renamed into place.

describe('DiskPhotoStore', () => {
  const dir = mkdtempSync(join(tmpdir(), 'suavez-disk-photos-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const merchantId = 'c0ffee00-0000-4000-8000-000000000001';
  const key = `${merchantId}/${'ab'.repeat(32)}.webp`;

  it('stores one photo written by many writers at once whole, leaving no temporary file', async () => {
    const body = Buffer.alloc(256 * 1024, 7);
    // Two stores on one folder, as two processes would open it, each writing the same key many times.
    const stores = [new DiskPhotoStore(dir), new DiskPhotoStore(dir)];
    await Promise.all(Array.from({ length: 24 }, (_, i) => stores[i % 2]?.put(key, body) as Promise<void>));
    const stored = await stores[1]?.get(key);
    expect(stored?.body.equals(body)).toBe(true);
    expect(readdirSync(join(dir, merchantId))).toEqual([key.split('/')[1]]);
  });

  it('reads a missing key as none and refuses a key outside its folder', async () => {
    const store = new DiskPhotoStore(dir);
    expect(await store.get(`${merchantId}/${'cd'.repeat(32)}.webp`)).toBeUndefined();
    await expect(store.put('../fora.webp', Buffer.from('x'))).rejects.toThrow(/outside/);
  });
});
