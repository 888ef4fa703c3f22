import { join } from 'node:path';
import type { AppConfig } from '#api/config';
import { DiskPhotoStore } from './disk-photo-store';
import type { PhotoStore } from './photo-store';
import { S3PhotoStore } from './s3-photo-store';

/** The store the configuration names: a bucket, or a folder (DATA_DIR/photos by default). */
export function openPhotoStore(config: Pick<AppConfig, 'photos' | 'dataDir'>): PhotoStore {
  const settings = config.photos ?? { kind: 'disk', dir: join(config.dataDir, 'photos') };
  return settings.kind === 's3' ? new S3PhotoStore(settings) : new DiskPhotoStore(settings.dir);
}
