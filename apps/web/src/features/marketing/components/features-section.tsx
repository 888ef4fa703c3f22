const features = [
  {
    title: 'Gestão de fila',
    text: 'O cliente entra na fila pelo QR code, sem baixar aplicativo, informando o tamanho da mesa. A recepção aceita, chama e confirma a chegada em uma só tela, e quem é chamado tem 5 minutos para responder.',
  },
  {
    title: 'Inteligência a partir da espera',
    text: 'Relatórios por período mostram quantos clientes chegaram à mesa, quantos desistiram e quantos foram chamados e não responderam. Você enxerga os horários de pico e dimensiona a equipe com números.',
  },
  {
    title: 'Satisfação do cliente',
    text: 'Ninguém precisa ficar em pé na porta: o cliente acompanha a vez pelo celular, consulta o cardápio enquanto espera, faz o pedido da mesa e avalia a experiência no final.',
  },
  {
    title: 'Inovação contínua',
    text: 'O SuaVez evolui junto com os restaurantes que o usam. Novas funções chegam sem instalação e sem parar a operação, e as sugestões de quem usa entram no planejamento do produto.',
  },
] as const;

/** The 'funcionalidades' section: the four things SuaVez does for a restaurant. */
export function FeaturesSection() {
  return (
    <section id="funcionalidades" className="landing-section py-5" aria-labelledby="funcionalidades-title">
      <div className="container">
        <h2 id="funcionalidades-title" className="fw-bold text-center mb-2">
          O que o SuaVez faz pelo seu restaurante
        </h2>
        <p className="text-center text-body-secondary mb-4">Da porta à conta, sem papel nem gritaria.</p>
        <div className="row g-3">
          {features.map((feature, index) => (
            <div key={feature.title} className="col-md-6 col-xl-3">
              <article className="card h-100 border-0 shadow-sm">
                <div className="card-body p-4">
                  <p className="landing-feature-number fw-bold mb-2" aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </p>
                  <h3 className="h5 fw-bold">{feature.title}</h3>
                  <p className="mb-0">{feature.text}</p>
                </div>
              </article>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
