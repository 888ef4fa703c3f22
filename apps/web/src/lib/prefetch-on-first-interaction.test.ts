// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchOnFirstInteraction } from './prefetch-on-first-interaction';

describe('prefetchOnFirstInteraction', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('loads nothing until the person touches the page, then everything once', () => {
    const first = vi.fn(() => Promise.resolve());
    const second = vi.fn(() => Promise.reject(new Error('offline')));
    stop = prefetchOnFirstInteraction([first, second]);
    expect(first).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('scroll'));

    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('loads nothing after its cleanup ran', () => {
    const load = vi.fn(() => Promise.resolve());
    prefetchOnFirstInteraction([load])();
    window.dispatchEvent(new Event('keydown'));
    expect(load).not.toHaveBeenCalled();
  });
});
