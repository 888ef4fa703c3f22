import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { PhotoStore, StoredPhoto } from './photo-store';

/**
 * Photos as files under one folder (PHOTOS_DIR, else DATA_DIR/photos): `<dir>/<merchantId>/<sha256>.webp`.
 * Several server processes may share the folder (compose.yaml's replicas, docs/photos.md#storage).
 */
export class DiskPhotoStore implements PhotoStore {
  private readonly root: string;

  constructor(dir: string) {
    this.root = resolve(dir);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written aside and renamed: a reader never sees half a file, and two equal uploads just race to rename.
    // The temporary name is random: two writers of one key (in one process, or in two containers whose
    // servers are both pid 1) never write into the same temporary file.
    const temporary = `${path}.${randomBytes(8).toString('hex')}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, path);
  }

  async get(key: string): Promise<StoredPhoto | undefined> {
    try {
      return { body: await readFile(this.pathOf(key)), contentType: 'image/webp' };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  publicUrlOf(): undefined {
    return undefined;
  }

  /** The file of a key; a key that would leave the folder is refused (routes validate keys first anyway). */
  private pathOf(key: string): string {
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`photo key outside the store: ${key}`);
    return path;
  }
}
