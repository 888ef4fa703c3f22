import { createHash } from 'node:crypto';
import type { PhotoKind } from '@suavez/shared/contracts/photo.contract';
import sharp, { type ResizeOptions } from 'sharp';
import { AppError } from '#api/lib/app-error';

/** An image over this many pixels is refused before it is decoded (a "decompression bomb"). */
export const MAX_INPUT_PIXELS = 40_000_000;

const sizes: Record<PhotoKind, ResizeOptions> = {
  cover: { width: 1600, height: 900, fit: 'inside', withoutEnlargement: true },
  icon: { width: 512, height: 512, fit: 'cover', position: 'centre' },
  item: { width: 1200, height: 1200, fit: 'inside', withoutEnlargement: true },
};

/** The format a file's first bytes say it is, among those a photo may be sent as; never the client's word. */
export function sniffPhotoFormat(bytes: Buffer): 'jpeg' | 'png' | 'webp' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, index) => bytes[index] === byte)) return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}

/** A photo ready to store: WebP bytes and the hex sha-256 that names them. */
export interface ProcessedPhoto {
  body: Buffer;
  sha256: string;
}

/**
 * Turns an upload into the photo we serve (docs/photos.md#sizes): checked by content (JPEG, PNG or WebP),
 * decoded with a pixel ceiling, turned upright by its EXIF orientation, resized for its kind and written as
 * WebP quality 80 without metadata (EXIF, GPS, ICC are not copied: sharp drops them unless asked).
 */
export async function processPhoto(input: Buffer, kind: PhotoKind): Promise<ProcessedPhoto> {
  const format = sniffPhotoFormat(input);
  if (!format) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Envie uma foto JPEG, PNG ou WebP.');
  let body: Buffer;
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 });
    const metadata = await image.metadata();
    if (metadata.format !== format) throw new Error(`sniffed ${format}, decoded ${metadata.format}`);
    body = await image.rotate().resize(sizes[kind]).webp({ quality: 80 }).toBuffer();
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'A foto tem pixels demais: envie uma de até 40 megapixels.');
    }
    throw new AppError('VALIDATION_FAILED', 'Não foi possível ler esta foto. Envie outra JPEG, PNG ou WebP.');
  }
  return { body, sha256: createHash('sha256').update(body).digest('hex') };
}
