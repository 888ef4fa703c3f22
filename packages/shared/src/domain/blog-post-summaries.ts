/** What the server and the web both know of a blog post: its address, its preview and its date. */
export interface BlogPostSummary {
  /** The address: /blog/{id}. */
  id: string;
  title: string;
  description: string;
  /** Publication day, 'YYYY-MM-DD'. */
  publishedAt: string;
  /** Cover image served by the web app (/images/blog/...). */
  cover: string;
}

/**
 * Every blog post's summary. The web app adds each post's body (apps/web/src/features/blog/data/posts);
 * the server reads these for the link previews of /blog/{id} and the sitemap.
 */
export const blogPostSummaries: readonly BlogPostSummary[] = [
  {
    id: 'cardapio-digital-que-vende',
    title: 'Cardápio digital que vende: guia prático para restaurantes',
    description:
      'Como organizar categorias, escrever descrições, usar fotos e manter os preços em dia no cardápio digital, sem perder a identidade da casa.',
    publishedAt: '2026-08-18',
    cover: '/images/blog/cardapio-digital.svg',
  },
  {
    id: 'fila-virtual-na-porta-do-restaurante',
    title: 'Fila virtual: o que muda na porta do seu restaurante',
    description:
      'Como funciona a fila pelo celular, o que ela resolve na recepção e como apresentá-la à equipe e aos clientes nas primeiras semanas.',
    publishedAt: '2026-09-08',
    cover: '/images/blog/fila-virtual.svg',
  },
  {
    id: 'pedido-na-mesa-pelo-qr-code',
    title: 'Pedido na mesa pelo QR code: passo a passo para começar',
    description:
      'Como preparar cardápio, equipe e cozinha para receber pedidos pelo celular do cliente, sem perder o atendimento próximo que faz a casa.',
    publishedAt: '2026-10-20',
    cover: '/images/blog/pedido-na-mesa.svg',
  },
  {
    id: 'reduzir-desistencias-na-fila',
    title: '7 jeitos de reduzir as desistências na fila de espera',
    description:
      'Cada cliente que vai embora da fila é uma mesa perdida. Veja o que faz as pessoas desistirem e ações simples para segurá-las até a mesa.',
    publishedAt: '2026-09-29',
    cover: '/images/blog/reduzir-desistencias.svg',
  },
  {
    id: 'como-ler-os-relatorios-da-fila',
    title: 'Como ler os relatórios da sua fila e tomar decisões melhores',
    description:
      'Check-ins, desistências, chamadas sem resposta e cancelamentos: o que cada número diz sobre a sua operação e o que fazer com ele.',
    publishedAt: '2026-11-10',
    cover: '/images/blog/relatorios-da-fila.svg',
  },
];

/** The summary of the post with this id, if any. */
export function findBlogPostSummary(id: string): BlogPostSummary | undefined {
  return blogPostSummaries.find((summary) => summary.id === id);
}

/** The summary of a post that must exist (a post file names its own id); throws otherwise. */
export function getBlogPostSummary(id: string): BlogPostSummary {
  const summary = findBlogPostSummary(id);
  if (!summary) throw new Error(`no blog post summary for '${id}'`);
  return summary;
}
