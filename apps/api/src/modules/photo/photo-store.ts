/** A stored photo as read back. */
export interface StoredPhoto {
  body: Buffer;
  contentType: string;
}

/**
 * Where uploaded photos live (docs/photos.md#storage). Keys are `<merchantId>/<sha256>.webp`: content
 * addressed, so writing the same key twice writes the same bytes and nothing is ever overwritten with
 * something else.
 */
export interface PhotoStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The photo, or undefined when there is none under that key. */
  get(key: string): Promise<StoredPhoto | undefined>;
  delete(key: string): Promise<void>;
  /** The address browsers read the key at, when the store serves it itself (a public bucket or a CDN). */
  publicUrlOf(key: string): string | undefined;
}
