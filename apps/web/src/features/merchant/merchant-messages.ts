/**
 * Every toast of the merchant screens. The specification's own are spelled exactly as it gives them
 * (docs/screens.md#texts); the ones marked "ours" cover calls the specification names no message for.
 */
export const merchantMessages = {
  loginFailed: 'Erro ao tentar logar',
  merchantLoadFailed: 'Erro ao buscar dados do estabelecimento',
  purgeDone: 'A fila foi desfeita e todos foram dispensados',
  purgeFailed: 'Erro ao desfazer a fila',
  queueLoadFailed: 'Erro ao buscar clientes',
  // Ours: the specification shows no message for these calls.
  toggleOpenFailed: 'Erro ao alterar o status da loja',
  automationFailed: 'Erro ao alterar a automação',
  textChannelFailed: 'Erro ao alterar o canal do aviso',
  shiftSaved: 'Horário salvo',
  shiftSaveFailed: 'Erro ao salvar o horário',
  shiftRemoved: 'Horário removido',
  shiftRemoveFailed: 'Erro ao remover o horário',
  // Ours: the restaurant's Pix data (rules §10).
  pixSaved: 'Dados do Pix salvos',
  pixSaveFailed: 'Erro ao salvar os dados do Pix',
  pixRemoved: 'Chave Pix removida',
  pixRemoveFailed: 'Erro ao remover a chave Pix',
  // Ours: the restaurant's cover and icon (docs/photos.md#cover-and-icon).
  coverSaved: 'Foto de capa atualizada',
  coverRemoved: 'Foto de capa removida',
  iconSaved: 'Ícone atualizado',
  iconRemoved: 'Ícone removido',
  appearanceFailed: 'Erro ao salvar a capa ou o ícone',
} as const;
