import { getBlogPostSummary } from '@suavez/shared/domain/blog-post-summaries';
import type { BlogPost } from '../blog-post.types';

/** QR ordering at the table, step by step. */
export const tableOrderingPost: BlogPost = {
  ...getBlogPostSummary('pedido-na-mesa-pelo-qr-code'),
  coverAlt: 'Mesa de restaurante com um cartão de QR code e um celular',
  isFeatured: false,
  body: [
    {
      kind: 'paragraph',
      text: 'O pedido pelo QR code na mesa deixou de ser novidade: muitos clientes já se acostumaram a apontar a câmera, ver o cardápio e pedir sem esperar o garçom passar. Para o restaurante, o ganho vem em duas frentes: menos tempo entre o cliente sentar e o pedido chegar à cozinha, e menos erros de anotação. Mas implantar bem exige preparo. Este passo a passo ajuda a começar sem tropeços.',
    },
    { kind: 'heading', text: 'Passo 1: deixe o cardápio pronto para o celular' },
    {
      kind: 'paragraph',
      text: 'Antes de tudo, revise o cardápio digital. Cada item precisa de nome claro, preço correto e, se possível, foto. Indique quais itens passam pela cozinha e quais saem direto do bar ou do balcão, para organizar o preparo. Desative o que não estiver disponível no dia.',
    },
    { kind: 'heading', text: 'Passo 2: defina quem acompanha os pedidos' },
    {
      kind: 'paragraph',
      text: 'Pedido que chega e ninguém vê é pior do que pedido anotado no papel. Escolha quem vai acompanhar a tela do salão em cada turno, normalmente o caixa, o maître ou o líder de salão. No SuaVez, as mesas com itens novos aparecem primeiro, das mais antigas para as mais recentes, e cada item pode ser aceito, recusado, marcado como entregue ou cancelado.',
    },
    { kind: 'heading', text: 'Passo 3: combine as regras de cancelamento' },
    {
      kind: 'paragraph',
      text: 'O cliente vai errar, mudar de ideia ou pedir duas vezes. Decida antes o que acontece: até quando um item enviado pode ser cancelado e quem aprova. No fluxo do SuaVez, o cliente pede o cancelamento e o restaurante decide, o que evita desperdiçar comida que já está no fogo.',
    },
    { kind: 'heading', text: 'Passo 4: explique para o cliente' },
    {
      kind: 'paragraph',
      text: "Um cartão na mesa com o QR code e uma frase simples, como 'Aponte a câmera para ver o cardápio e fazer seu pedido', resolve a maioria das dúvidas. Na primeira visita, o garçom pode oferecer ajuda. O pedido pelo celular não substitui o atendimento: ele libera o garçom para atender melhor.",
    },
    { kind: 'heading', text: 'Passo 5: pense nos grupos' },
    {
      kind: 'paragraph',
      text: 'Em uma mesa com várias pessoas, cada uma pode querer pedir do próprio celular. Com o link da mesa compartilhado, o grupo pede junto e cada pessoa acompanha os próprios itens. Na hora da conta, fica claro o que foi pedido e por quem.',
    },
    { kind: 'heading', text: 'Passo 6: feche a conta com transparência' },
    {
      kind: 'paragraph',
      text: 'A conta digital mostra tudo: itens entregues, itens cancelados e a taxa de serviço. O cliente pode ajustar a taxa e pedir o fechamento pela tela; o restaurante confere e fecha. É menos discussão no fim da noite e menos tempo esperando pela conta.',
    },
    { kind: 'heading', text: 'Erros comuns' },
    {
      kind: 'list',
      items: [
        'Colocar o QR code em lugar escuro ou pequeno demais para a câmera ler.',
        'Esquecer de desativar itens esgotados, gerando pedidos que a cozinha não consegue atender.',
        'Deixar a tela de pedidos sem responsável nos horários de pico.',
        'Tratar o QR code como substituto do garçom, e não como reforço.',
      ],
    },
    { kind: 'heading', text: 'Comece por um turno' },
    {
      kind: 'paragraph',
      text: 'Não é preciso mudar tudo de uma vez. Comece pelo almoço de um dia de semana, quando o movimento é mais previsível, ajuste o que for preciso e depois leve para o jantar e o fim de semana. Em poucas semanas, a equipe estará à vontade, e o cliente também.',
    },
  ],
};
