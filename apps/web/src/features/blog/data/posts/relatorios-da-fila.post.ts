import { getBlogPostSummary } from '@suavez/shared/domain/blog-post-summaries';
import type { BlogPost } from '../blog-post.types';

/** Reading the queue reports and acting on them. */
export const queueReportsPost: BlogPost = {
  ...getBlogPostSummary('como-ler-os-relatorios-da-fila'),
  coverAlt: 'Gráfico de barras com o movimento da fila ao longo da semana',
  isFeatured: false,
  body: [
    {
      kind: 'paragraph',
      text: 'A fila de espera é um dos termômetros mais sinceros de um restaurante. Ela mostra quem quis entrar, quem desistiu, quem foi chamado e não apareceu. Quando a fila é de papel, tudo isso se perde no fim da noite. Com a fila virtual, cada passo vira registro, e os relatórios transformam esses registros em decisões. Veja como interpretar cada número.',
    },
    { kind: 'heading', text: 'Escolha bem o período' },
    {
      kind: 'paragraph',
      text: 'Compare períodos equivalentes. Olhar uma segunda-feira ao lado de um sábado não diz muito. Prefira comparar sábado com sábado, ou o mês atual com o mesmo mês do ano anterior. No relatório do SuaVez, você escolhe as datas de início e de fim, e os números mostram as entradas na fila nesse intervalo.',
    },
    { kind: 'heading', text: 'Check-in: quantos chegaram à mesa' },
    {
      kind: 'paragraph',
      text: 'É o número que importa no fim das contas: quantos clientes da fila efetivamente sentaram. Se ele cresce semana a semana, a fila está trazendo faturamento. Divida os check-ins pelo total de entradas para ter a taxa de conversão da fila. Uma taxa baixa indica que muita gente entra e não chega à mesa, e os outros números ajudam a descobrir por quê.',
    },
    { kind: 'heading', text: 'Cancelado pelo cliente: as desistências' },
    {
      kind: 'paragraph',
      text: 'São as pessoas que saíram da fila por conta própria. Olhe os horários: desistências concentradas no pico mostram que a espera passou do ponto que o seu cliente aceita. Leia também os motivos informados, que dizem se o problema é o tempo, o preço ou um imprevisto.',
    },
    { kind: 'heading', text: 'Chamado não atendido e chamada recusada' },
    {
      kind: 'paragraph',
      text: 'Se muita gente é chamada e não responde dentro do prazo, talvez os clientes não estejam entendendo que precisam ficar atentos ao celular, e vale reforçar isso na porta. Já a chamada recusada, quando o cliente responde que não vai mais, costuma indicar esperas longas demais: ele até aguardou, mas desistiu antes de voltar.',
    },
    { kind: 'heading', text: 'Cancelado pelo estabelecimento' },
    {
      kind: 'paragraph',
      text: 'Este número mostra quantas vezes a casa removeu alguém da fila: grupo grande demais, cozinha fechando, cadastro duplicado. Se ele estiver alto, revise as regras da recepção e os horários da fila. Às vezes, a solução é simplesmente fechar a fila meia hora antes da cozinha.',
    },
    { kind: 'heading', text: 'Transforme números em ações' },
    {
      kind: 'list',
      items: [
        'Desistências altas no pico: reforce a equipe nesse horário ou ofereça algo do bar durante a espera.',
        'Muitas chamadas sem resposta: avise na entrada que o cliente tem 5 minutos para confirmar.',
        'Conversão baixa em grupos grandes: reserve mesas combináveis para os horários de maior procura.',
        'Fila vazia em horários ociosos: é a hora certa para promoções e happy hour.',
      ],
    },
    { kind: 'heading', text: 'Crie uma rotina' },
    {
      kind: 'paragraph',
      text: 'Reserve um momento fixo da semana, como a segunda de manhã, para olhar o relatório da semana anterior com a equipe de salão. Dez minutos bastam: o que melhorou, o que piorou e uma ação para testar. Anote a ação escolhida e confira o efeito no relatório da semana seguinte. Com o tempo, a fila deixa de ser um problema da porta e passa a ser uma fonte de informação para todo o restaurante.',
    },
  ],
};
