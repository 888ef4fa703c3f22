import { getBlogPostSummary } from '@suavez/shared/domain/blog-post-summaries';
import type { BlogPost } from '../blog-post.types';

/** Digital menus: how to organise one that sells. */
export const digitalMenuPost: BlogPost = {
  ...getBlogPostSummary('cardapio-digital-que-vende'),
  coverAlt: 'Celular mostrando um cardápio com categorias e pratos',
  isFeatured: false,
  body: [
    {
      kind: 'paragraph',
      text: 'O cardápio é o vendedor mais presente do seu restaurante: ele conversa com todos os clientes, em todas as mesas, o tempo todo. Quando sai do papel e vai para o celular, ganha vantagens que o impresso nunca teve: muda de preço em segundos, mostra a foto de cada prato e fica disponível antes mesmo de o cliente sentar. Mas um cardápio digital mal organizado cansa tanto quanto um livro de vinte páginas plastificadas. Veja como montar um que ajuda o cliente a escolher e ajuda você a vender.',
    },
    { kind: 'heading', text: 'Comece pela ordem das categorias' },
    {
      kind: 'paragraph',
      text: 'O cliente lê o cardápio de cima para baixo e decide rápido. Coloque primeiro o que ele procura primeiro: na maioria das casas, entradas, pratos principais, bebidas e sobremesas, nessa ordem. Se o seu carro-chefe é a pizza, ela abre o cardápio. Evite categorias com um item só e categorias com quarenta: entre cinco e doze itens por categoria é uma faixa confortável para rolar no celular.',
    },
    { kind: 'heading', text: 'Descrições curtas, concretas e apetitosas' },
    {
      kind: 'paragraph',
      text: "Uma boa descrição responde a três perguntas: o que vai no prato, como é preparado e para quantas pessoas serve. 'Filé ao molho madeira com arroz e fritas, serve uma pessoa' informa muito mais do que 'Delícia da casa'. Cite os ingredientes que pesam na decisão, como pimenta, lactose, glúten e castanhas, e mantenha o texto em duas ou três linhas. No celular, parágrafos longos simplesmente não são lidos.",
    },
    { kind: 'heading', text: 'Fotos: poucas e boas valem mais do que muitas e ruins' },
    {
      kind: 'paragraph',
      text: 'Foto escura, tremida ou de banco de imagens derruba a confiança. Se não dá para fotografar tudo, comece pelos dez itens que mais vendem e pelos que têm a maior margem. Use luz natural, fundo neutro, o prato visto de cima ou a 45 graus e sempre a porção real que o cliente vai receber. Uma foto honesta evita a frustração na hora em que o prato chega à mesa.',
    },
    { kind: 'heading', text: 'Preço claro, sem surpresa' },
    {
      kind: 'paragraph',
      text: 'Mostre o preço em reais, com centavos, junto de cada item. Se há variação por tamanho, deixe cada opção explícita. Esconder o preço ou empurrá-lo para o fim da descrição gera desconfiança e perguntas que o garçom precisa responder. No digital, atualizar o preço é instantâneo: corrija no mesmo dia em que o fornecedor reajustar, em vez de esperar a próxima impressão.',
    },
    { kind: 'heading', text: 'Use o cardápio para conduzir a escolha' },
    {
      kind: 'list',
      items: [
        'Destaque de dois a quatro pratos por categoria, não todos: quando tudo é destaque, nada é.',
        'Sugira acompanhamentos e bebidas ao lado dos pratos principais.',
        'Tire do ar, na hora, o que acabou: pedido de item esgotado é frustração garantida.',
        'Tenha um cardápio por ocasião, se fizer sentido: almoço executivo, jantar, happy hour.',
      ],
    },
    { kind: 'heading', text: 'Um cardápio ativo por vez' },
    {
      kind: 'paragraph',
      text: 'Ter várias versões salvas ajuda a planejar, mas o cliente deve ver apenas uma. No SuaVez, você pode montar cardápios diferentes, como o do almoço e o do fim de semana, e ativar um de cada vez. Categorias e itens podem ser desativados sem ser apagados, o que facilita tirar um prato sazonal e trazê-lo de volta no ano seguinte.',
    },
    { kind: 'heading', text: 'O cardápio começa na fila' },
    {
      kind: 'paragraph',
      text: 'O melhor momento para o cliente conhecer o cardápio é enquanto espera. Quem já escolheu na fila pede assim que senta, e a mesa gira mais rápido. Por isso vale deixar o link do cardápio acessível no QR code da porta, nas redes sociais e na própria tela da fila virtual.',
    },
    { kind: 'heading', text: 'Revise todo mês' },
    {
      kind: 'paragraph',
      text: 'Reserve meia hora por mês para olhar o cardápio como um cliente: abra no celular, usando a internet móvel, e tente escolher um prato em menos de um minuto. Tudo o que atrapalhar, seja uma categoria confusa, uma foto que não carrega ou uma descrição que não diz o tamanho da porção, é candidato a ajuste. Um cardápio digital nunca está pronto: ele acompanha a cozinha.',
    },
  ],
};
