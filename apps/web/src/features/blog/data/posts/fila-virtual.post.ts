import { getBlogPostSummary } from '@suavez/shared/domain/blog-post-summaries';
import type { BlogPost } from '../blog-post.types';

/** Virtual queues: what changes at the restaurant's door. */
export const virtualQueuePost: BlogPost = {
  ...getBlogPostSummary('fila-virtual-na-porta-do-restaurante'),
  coverAlt: 'Pessoas esperando com o celular na mão em frente a um restaurante',
  isFeatured: false,
  body: [
    {
      kind: 'paragraph',
      text: 'Sexta-feira, 20h30. Na calçada, um grupo de seis pessoas pergunta pela terceira vez quanto falta. A recepcionista segura uma prancheta com nomes riscados, tenta lembrar quem chegou antes e ainda precisa atender o telefone. Quem já viveu essa cena sabe que a fila de papel não acompanha o movimento. A fila virtual troca a prancheta pelo celular do próprio cliente e muda a porta do restaurante de três jeitos.',
    },
    { kind: 'heading', text: '1. O cliente entra sozinho na fila' },
    {
      kind: 'paragraph',
      text: 'Na fila virtual, o cliente escaneia um QR code na entrada, informa o celular, o nome e o tamanho da mesa e pronto: está na fila. Não precisa baixar aplicativo nem esperar alguém anotar. A recepção vê o pedido na tela e aceita, ou liga o aceite automático nos dias de movimento previsível.',
    },
    { kind: 'heading', text: '2. A espera sai da calçada' },
    {
      kind: 'paragraph',
      text: "Com a posição na fila no celular, o cliente não precisa ficar grudado na porta. Ele pode dar uma volta, tomar algo no bar ou esperar no carro. Quando a mesa fica pronta, a recepção toca em 'Chamar' e ele recebe o aviso. No SuaVez, quem é chamado tem 5 minutos para confirmar que está a caminho e mais 5 para chegar; se não responder, a vez passa para o próximo, sem discussão.",
    },
    { kind: 'heading', text: '3. A recepção ganha controle' },
    {
      kind: 'paragraph',
      text: "Em uma só tela, a recepção vê quem está esperando, há quanto tempo e para quantas pessoas. Dá para filtrar pelo tamanho da mesa que acabou de vagar: se liberou uma mesa de quatro, basta ver quem espera por quatro. Cancelamentos e desistências ficam registrados com o motivo, o que encerra as discussões sobre quem chegou antes.",
    },
    { kind: 'heading', text: 'Como começar na prática' },
    {
      kind: 'list',
      items: [
        'Imprima o QR code em tamanho grande e coloque onde o cliente olha ao chegar: na porta, no balcão da recepção e no cavalete da calçada.',
        'Treine a equipe em quinze minutos: aceitar, chamar, confirmar a chegada e remover. São quatro botões.',
        'Nas primeiras semanas, mantenha alguém na porta para ajudar quem nunca usou. Em poucos dias, os clientes frequentes passam a entrar sozinhos.',
        'Cadastre os horários de funcionamento para que a fila abra e feche sozinha.',
      ],
    },
    { kind: 'heading', text: 'E quem não tem celular?' },
    {
      kind: 'paragraph',
      text: 'É raro, mas acontece. Quase sempre alguém do grupo tem um celular e pode entrar na fila por todos; quando ninguém tem, a recepção atende a pessoa como sempre fez, anotando o nome. A fila virtual não precisa ser a única porta de entrada: ela precisa ser a mais fácil.',
    },
    { kind: 'heading', text: 'O que medir depois da implantação' },
    {
      kind: 'paragraph',
      text: 'Acompanhe três números nas primeiras semanas: quantos clientes entram na fila por noite, quantos desistem antes de ser chamados e quantos são chamados e não respondem. Se as desistências caem e o número de mesas atendidas sobe, a fila virtual está fazendo o trabalho dela. Se muitos chamados ficam sem resposta, vale avisar o cliente, na entrada, de que ele terá poucos minutos para voltar quando for chamado.',
    },
    { kind: 'heading', text: 'Uma porta mais calma' },
    {
      kind: 'paragraph',
      text: 'O maior ganho não aparece em relatório nenhum: é a recepção conversando com o cliente em vez de administrar uma multidão. O cliente chega mais tranquilo à mesa, a equipe trabalha com menos pressão e a casa passa a imagem de organização desde a calçada. Uma porta calma é o primeiro prato que o restaurante serve.',
    },
  ],
};
