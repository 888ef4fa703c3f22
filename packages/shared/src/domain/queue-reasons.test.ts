import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PURGE_REASON,
  DEFAULT_QUIT_REASON,
  DEFAULT_REFUSE_REASON,
  DEFAULT_REMOVE_REASON,
  purgeReasons,
  quitReasons,
  refuseReasons,
  removeReasons,
} from './queue-reasons';

describe('queue reasons', () => {
  it('keeps the specification defaults', () => {
    expect(DEFAULT_QUIT_REASON).toBe('Tempo de espera');
    expect(DEFAULT_REMOVE_REASON).toBe('Não compareceu');
    expect(DEFAULT_REFUSE_REASON).toBe('Encerrando a operação');
    expect(DEFAULT_PURGE_REASON).toBe('Falta de insumos');
  });

  it('lists the specification options in order', () => {
    expect(quitReasons).toEqual(['Tempo de espera', 'Encontrei outra opção', 'Outro compromisso', 'Outros']);
    expect(purgeReasons).toEqual(['Falta de insumos', 'Problemas internos', 'Outros']);
  });

  it('has no duplicate options and ends every list with Outros', () => {
    for (const list of [quitReasons, removeReasons, refuseReasons, purgeReasons]) {
      expect(new Set(list).size).toBe(list.length);
      expect(list.at(-1)).toBe('Outros');
    }
  });
});
