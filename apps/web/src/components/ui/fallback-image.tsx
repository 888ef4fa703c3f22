import { type CSSProperties, useState } from 'react';

export interface FallbackImageProps {
  /** The image address; null or empty shows the fallback. */
  src: string | null | undefined;
  /** Text for screen readers; '' when the image only decorates text shown beside it. */
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Lazy by default: a menu lists dozens of photos and a phone on mobile data loads the visible ones. */
  loading?: 'lazy' | 'eager';
  style?: CSSProperties;
}

/**
 * An image with fixed dimensions (no layout shift while it loads) that shows a neutral plate-and-cutlery
 * placeholder when there is no address or the image fails to load.
 */
export function FallbackImage({
  src,
  alt,
  width,
  height,
  className = '',
  loading = 'lazy',
  style,
}: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box: CSSProperties = { width, height, objectFit: 'cover', flexShrink: 0, ...style };

  if (!src || failedSrc === src) {
    return (
      <div
        className={`d-flex align-items-center justify-content-center bg-body-secondary text-body-tertiary ${className}`}
        style={box}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        data-image-fallback=""
      >
        <svg
          viewBox="0 0 24 24"
          width={Math.min(width, height) / 2.5}
          height={Math.min(width, height) / 2.5}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <circle cx="12" cy="12" r="5.5" />
          <path d="M3 3v5a2 2 0 0 0 2 2v11M5 3v4M7 3v5a2 2 0 0 1-2 2M21 3c-1.5 1-2.5 3-2.5 6h2.5v12" />
        </svg>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      className={className}
      style={box}
      onError={() => setFailedSrc(src)}
    />
  );
}
