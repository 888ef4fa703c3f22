// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

function BrokenScreen(): never {
  throw new Error('render failed');
}

describe('RouteErrorBoundary', () => {
  it('replaces a screen that failed with a way on: reload, or the home page', () => {
    // React and the boundary itself report the failure on the console: expected here.
    vi.mocked(console.error).mockImplementation(() => undefined);
    render(
      <RouteErrorBoundary>
        <BrokenScreen />
      </RouteErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Não foi possível carregar esta página.' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para o início' }).getAttribute('href')).toBe('/');
  });
});
