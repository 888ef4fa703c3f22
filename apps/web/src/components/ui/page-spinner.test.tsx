// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageSpinner } from './page-spinner';

describe('PageSpinner', () => {
  afterEach(() => {
    document.documentElement.lang = 'pt-BR';
  });

  it.each([
    ['pt-BR', 'Carregando...'],
    ['es', 'Cargando...'],
    ['en', 'Loading...'],
  ])('is announced in the page language (%s)', (lang, label) => {
    document.documentElement.lang = lang;
    render(<PageSpinner />);
    expect(screen.getByRole('status').textContent).toBe(label);
  });

  it('falls back to Portuguese when the page has no language of ours', () => {
    document.documentElement.lang = 'fr';
    render(<PageSpinner />);
    expect(screen.getByRole('status').textContent).toBe('Carregando...');
  });
});
