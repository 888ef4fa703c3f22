const findings = [
  {
    figure: '73,4%',
    finding: 'dos clientes já desistiram de um restaurante por causa da fila de espera.',
    supports: 'Uma fila organizada e visível segura quem chega.',
  },
  {
    figure: '80,5%',
    finding: 'prefeririam esperar longe da porta e ser avisados pelo celular quando a mesa ficar pronta.',
    supports: 'A fila virtual libera a calçada e a recepção.',
  },
  {
    figure: '84,5%',
    finding: 'dizem que saber a própria posição na fila torna a espera mais tranquila.',
    supports: 'Mostrar a vez em tempo real reduz a ansiedade e as desistências.',
  },
  {
    figure: '81,3%',
    finding: 'gostariam de ver o cardápio enquanto esperam a mesa.',
    supports: 'Quem escolhe na fila pede mais rápido ao sentar.',
  },
  {
    figure: '65,8%',
    finding: 'fariam o pedido pelo celular, direto da mesa, se o restaurante oferecesse.',
    supports: 'O pedido na mesa pelo QR code já tem público.',
  },
] as const;

/** The 'pesquisa' section: the five survey figures, each with the claim it backs. */
export function ResearchSection() {
  return (
    <section id="pesquisa" className="landing-section bg-body-tertiary py-5" aria-labelledby="pesquisa-title">
      <div className="container">
        <h2 id="pesquisa-title" className="fw-bold text-center mb-2">
          O que os clientes de restaurantes dizem
        </h2>
        <p className="text-center text-body-secondary mb-4">
          Resultados de uma pesquisa com clientes de restaurantes sobre espera, fila e pedidos.
        </p>
        <ul className="row g-3 list-unstyled mb-0">
          {findings.map((item) => (
            <li key={item.figure} className="col-sm-6 col-lg-4">
              <div className="card h-100 border-0 shadow-sm">
                <div className="card-body p-4">
                  <p className="mb-2">
                    <span className="landing-figure fw-bold text-primary d-block">{item.figure}</span>
                    {item.finding}
                  </p>
                  <p className="small text-body-secondary mb-0">{item.supports}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
