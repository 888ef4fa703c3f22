/** Every toast and fixed text of the kitchen display (docs/screens.md#kitchen). */
export const kitchenMessages = {
  loadFailed: 'Erro ao buscar os pedidos da cozinha',
  readyFailed: 'Erro ao marcar o item como pronto',
  startFailed: 'Erro ao começar o preparo do item',
  undoFailed: 'Não foi possível desfazer',
  empty: 'Nada para preparar agora.',
} as const;
