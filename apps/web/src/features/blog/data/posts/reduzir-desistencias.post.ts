import { getBlogPostSummary } from '@suavez/shared/domain/blog-post-summaries';
import type { BlogPost } from '../blog-post.types';

/** Reducing walk-aways from the waiting queue. */
export const walkAwaysPost: BlogPost = {
  ...getBlogPostSummary('reduzir-desistencias-na-fila'),
  coverAlt: 'Relógio ao lado de uma fila de pessoas que avança',
  isFeatured: true,
  body: [
    {
      kind: 'paragraph',
      text: 'Todo restaurante com fila conhece o cliente que olha a porta cheia, pergunta o tempo de espera e vai embora. Ele não reclama nem deixa avaliação ruim: simplesmente some, e leva a conta com ele. Em noites de movimento, essas desistências silenciosas somam várias mesas. A boa notícia é que boa parte delas pode ser evitada. As pessoas raramente desistem só porque a espera é longa; elas desistem porque a espera é incerta, desconfortável ou parece injusta.',
    },
    { kind: 'heading', text: '1. Diga a verdade sobre a espera' },
    {
      kind: 'paragraph',
      text: 'Prometer 15 minutos e entregar 40 é o caminho mais curto para a desistência e para o cliente não voltar. Mostre a posição real na fila e deixe o cliente decidir. Uma informação honesta, mesmo que a espera seja longa, segura mais gente do que uma promessa que se desfaz.',
    },
    { kind: 'heading', text: '2. Tire o cliente da calçada' },
    {
      kind: 'paragraph',
      text: 'Esperar em pé, no sol ou na chuva, é o que mais pesa. Com a fila no celular, o cliente espera onde quiser e volta quando é chamado. Quem está confortável aceita esperar mais.',
    },
    { kind: 'heading', text: '3. Mostre que a fila anda' },
    {
      kind: 'paragraph',
      text: 'A ansiedade cresce quando nada parece acontecer. Ver a própria posição mudar na tela a cada poucos segundos dá a sensação de progresso, e é exatamente isso que a tela de status da fila virtual faz.',
    },
    { kind: 'heading', text: '4. Ofereça algo para fazer enquanto espera' },
    {
      kind: 'paragraph',
      text: 'Deixe o cardápio à mão durante a espera. O cliente que escolhe o prato na fila sente que o tempo está sendo aproveitado e ainda pede mais rápido quando senta. Se houver bar, avise que dá para tomar algo enquanto a mesa não fica pronta.',
    },
    { kind: 'heading', text: '5. Seja justo com a ordem' },
    {
      kind: 'paragraph',
      text: 'Nada irrita mais do que ver alguém que chegou depois sentar antes. Quando a mesa que vagou é de dois lugares e o próximo da fila é um grupo de seis, explique. Registrar a ordem e o tamanho de cada grupo em um sistema, e não em uma prancheta, torna essas decisões transparentes para todos.',
    },
    { kind: 'heading', text: '6. Chame de um jeito que funcione' },
    {
      kind: 'paragraph',
      text: 'Gritar nomes na porta não alcança quem foi dar uma volta; o aviso no celular alcança. Defina também um prazo razoável para a resposta (no SuaVez, são 5 minutos), para que a mesa não fique parada esperando por quem já foi embora.',
    },
    { kind: 'heading', text: '7. Meça as desistências toda semana' },
    {
      kind: 'paragraph',
      text: 'O que não é medido vira impressão. Acompanhe quantos clientes cancelaram por conta própria, quantos foram chamados e não responderam e em quais horários isso mais acontece. Se as desistências se concentram entre 20h e 21h de sábado, talvez falte alguém no salão nesse horário, ou talvez valha reservar mesas combináveis para grupos grandes.',
    },
    { kind: 'heading', text: 'Sinais de que algo vai mal' },
    {
      kind: 'list',
      items: [
        'Clientes perguntando várias vezes quanto falta.',
        'Grupos grandes desistindo mais do que casais.',
        'Mesas vazias enquanto a recepção procura o próximo da fila.',
        'Reclamações sobre a ordem de chegada.',
      ],
    },
    { kind: 'heading', text: 'Por onde começar' },
    {
      kind: 'paragraph',
      text: 'Escolha uma ou duas ações desta lista e teste por um mês. Compare o número de desistências antes e depois, sempre no mesmo dia da semana. Pequenas mudanças na porta costumam ter efeito grande no caixa: cada mesa que deixa de ir embora é faturamento que já estava na sua calçada.',
    },
  ],
};
