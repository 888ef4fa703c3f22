import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { toastApiError } from './api-errors';
import { notify } from './notify';

vi.mock('./notify', () => ({ notify: vi.fn(), dismissNotification: vi.fn() }));

const shown = () => vi.mocked(notify).mock.calls.map(([, message]) => message);

describe('toastApiError', () => {
  beforeEach(() => vi.mocked(notify).mockClear());

  it("shows the server's words for a refusal when asked to", () => {
    toastApiError(new ApiError(409, 'CONFLICT', 'Item esgotado.'), 'Erro para adicionar um item ao pedido', {
      preferServerMessage: true,
    });
    expect(shown()).toEqual(['Item esgotado.']);
  });

  it("shows the screen's message for a server failure or no answer, even when asked for the server's", () => {
    const options = { preferServerMessage: true };
    toastApiError(
      new ApiError(500, 'INTERNAL', 'Erro interno.'),
      'Erro para adicionar um item ao pedido',
      options,
    );
    toastApiError(new ApiError(0, 'NETWORK_ERROR', 'Sem conexão.'), 'Erro ao criar pedido', options);
    expect(shown()).toEqual(['Erro para adicionar um item ao pedido', 'Erro ao criar pedido']);
  });

  it("shows the screen's message by default and nothing for a cancelled call", () => {
    toastApiError(new ApiError(409, 'CONFLICT', 'Item esgotado.'), 'Erro ao buscar catálogos');
    toastApiError(new DOMException('aborted', 'AbortError'), 'Erro ao buscar catálogos');
    expect(shown()).toEqual(['Erro ao buscar catálogos']);
  });
});
