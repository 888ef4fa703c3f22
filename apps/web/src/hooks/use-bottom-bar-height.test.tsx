// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bottomBarHeightVariable, useBottomBarHeight } from './use-bottom-bar-height';

// A bar fixed to the bottom (the table menu's cart bar, the kitchen's 'Desfazer') tells the toasts how much
// of the screen's bottom it takes, so they rise above it (app/toast-host.css).

const published = () => document.documentElement.style.getPropertyValue(bottomBarHeightVariable);

function Bar({ bottom, isActive = true }: { bottom: string; isActive?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useBottomBarHeight(ref, isActive);
  return <div ref={ref} style={{ position: 'fixed', bottom }} />;
}

/** The bars' height in this test (happy-dom lays nothing out). */
function stubHeight(px: number) {
  const spy = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(px);
  stubs.push(spy);
}
const stubs: { mockRestore(): void }[] = [];

afterEach(() => {
  for (const stub of stubs.splice(0)) stub.mockRestore();
  document.documentElement.style.removeProperty(bottomBarHeightVariable);
});

describe('useBottomBarHeight', () => {
  it('publishes the height and the gap to the edge, and withdraws it when the bar goes', () => {
    stubHeight(60);
    const view = render(<Bar bottom="16px" />);
    expect(published()).toBe('76px');
    view.unmount();
    expect(published()).toBe('');
  });

  it('takes no room while the bar is hidden or empty, gap included', () => {
    stubHeight(0);
    render(<Bar bottom="16px" />);
    expect(published()).toBe('0px');
  });

  it('publishes nothing while not active', () => {
    stubHeight(60);
    render(<Bar bottom="0px" isActive={false} />);
    expect(published()).toBe('');
  });
});
