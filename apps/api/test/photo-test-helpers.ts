import sharp from 'sharp';

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipartBody(
  file: { bytes: Buffer; filename?: string; contentType?: string; field?: string } | undefined,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----suavez${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; ` +
      `filename="${file.filename ?? 'foto.jpg'}"\r\nContent-Type: ${file.contentType ?? 'image/jpeg'}\r\n\r\n`;
    parts.push(Buffer.from(head), file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small photo made now: a gradient, so its bytes are not trivially compressible. */
export async function makePhoto(
  format: 'jpeg' | 'png' | 'webp',
  size: { width: number; height: number } = { width: 64, height: 48 },
  options: { exifOrientation?: number; gps?: boolean; seed?: number } = {},
): Promise<Buffer> {
  const { width, height } = size;
  const raw = Buffer.alloc(width * height * 3);
  const seed = options.seed ?? 0;
  for (let i = 0; i < width * height; i += 1) {
    raw[i * 3] = (i * 7 + seed) % 256;
    raw[i * 3 + 1] = ((i / width) * 5) % 256;
    raw[i * 3 + 2] = (seed * 13) % 256;
  }
  let image = sharp(raw, { raw: { width, height, channels: 3 } });
  if (options.exifOrientation || options.gps) {
    image = image.withExif({
      IFD0: { Make: 'Camera de Teste', ...(options.gps ? { Copyright: 'GPS -23.55,-46.63' } : {}) },
    });
    if (options.exifOrientation) image = image.withMetadata({ orientation: options.exifOrientation });
  }
  return image.toFormat(format).toBuffer();
}
