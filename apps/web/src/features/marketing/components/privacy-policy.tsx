import { SITE_CONTACT_EMAIL, SITE_PRIVACY_EMAIL } from '@/components/ui/site-contact';

/** Date this policy took effect (shown to the reader). */
export const privacyPolicyEffectiveDate = '22/11/2026';

const cookies = [
  [
    'access_token',
    'Mantém o usuário do estabelecimento conectado ao painel (token de acesso).',
    'Até 12 horas',
  ],
  ['merchant_id', 'Identifica o estabelecimento do usuário conectado.', 'Até 12 horas'],
  ['email', 'Mostra no painel o e-mail do usuário conectado.', 'Até 12 horas'],
  ['user', 'Reconhece o cliente neste aparelho (só um identificador, sem nome nem telefone).', 'Até 30 dias'],
  ['sv_consumer', 'Sessão do cliente: assinada pelo servidor e inacessível a scripts da página.', '30 dias'],
  ['qrbc', 'Indica que você chegou pelo cartão da oferta de fundadores.', '1 dia'],
] as const;

const rights = [
  'confirmação de que tratamos seus dados (art. 18, I);',
  'acesso aos dados (art. 18, II);',
  'correção de dados incompletos, inexatos ou desatualizados (art. 18, III);',
  'anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei (art. 18, IV);',
  'portabilidade dos dados a outro fornecedor, mediante requisição expressa (art. 18, V);',
  'eliminação dos dados tratados com o seu consentimento (art. 18, VI);',
  'informação sobre com quem compartilhamos seus dados (art. 18, VII);',
  'informação sobre a possibilidade de não dar consentimento e suas consequências (art. 18, VIII);',
  'revogação do consentimento (art. 18, IX);',
  'oposição a tratamento feito sem consentimento em desacordo com a lei (art. 18, § 2º) e revisão de decisões automatizadas (art. 20).',
] as const;

/** The privacy policy under Brazil's LGPD (Lei 13.709/2018). */
export function PrivacyPolicy() {
  return (
    <article className="legal-text">
      <h2>Política de privacidade</h2>
      <p className="text-body-secondary">Vigente a partir de {privacyPolicyEffectiveDate}.</p>
      <p>
        Esta política explica quais dados pessoais o SuaVez trata, para quê, com qual base legal, por quanto
        tempo, com quem os compartilha e como você exerce os seus direitos, nos termos da Lei Geral de
        Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).
      </p>

      <h3>1. Quem somos e a quem esta política se aplica</h3>
      <p>
        O SuaVez é um serviço web de fila virtual, cardápio digital e pedidos na mesa para restaurantes. Esta
        política vale para três públicos: visitantes do site (inclusive quem pede para ser contatado),
        clientes dos restaurantes (quem entra na fila, consulta o cardápio e faz pedidos) e usuários dos
        estabelecimentos (quem administra o restaurante no painel).
      </p>
      <p>
        Para os dados de visitantes e de usuários dos estabelecimentos, o SuaVez é o{' '}
        <strong>controlador</strong>. Para os dados dos clientes na fila e nos pedidos de um restaurante, o
        controlador é o <strong>restaurante</strong>, e o SuaVez atua como <strong>operador</strong>, tratando
        os dados em nome dele, conforme as suas instruções e esta política (LGPD, arts. 5º, VI e VII, e 39).
      </p>

      <h3>2. Quais dados coletamos</h3>
      <ul>
        <li>
          <strong>Visitantes que pedem contato:</strong> nome, telefone, se chegaram pelo link da oferta de
          fundadores e a data e hora do pedido.
        </li>
        <li>
          <strong>Clientes dos restaurantes:</strong> número de celular, nome, tamanho da mesa, histórico da
          fila (entrada, chamadas, respostas, chegada, saída e motivos de cancelamento informados), pedidos
          (itens, quantidades, preços, situação de cada item e taxa de serviço) e as avaliações que você
          decidir enviar. Quando a verificação por SMS está ativa, também o código enviado ao seu celular.
        </li>
        <li>
          <strong>Usuários dos estabelecimentos:</strong> e-mail, senha (guardada apenas como resumo
          criptográfico, nunca em texto) e os dados do estabelecimento, como nome, horários e cardápios.
        </li>
        <li>
          <strong>Dados técnicos:</strong> endereço IP, data e hora de cada acesso, endereço acessado,
          resultado e identificador da requisição, em registros de acesso.
        </li>
      </ul>
      <p>
        Não coletamos dados pessoais sensíveis (art. 5º, II) nem dados de cartão de pagamento, e não
        carregamos ferramentas de publicidade de terceiros.
      </p>

      <h3>3. Para que usamos e com qual base legal</h3>
      <ul>
        <li>
          <strong>Operar a fila e os pedidos</strong> (identificar você, avisar quando é a sua vez, levar o
          pedido à cozinha, calcular e fechar a conta): execução de contrato e de procedimentos preliminares a
          pedido do titular (art. 7º, V).
        </li>
        <li>
          <strong>Confirmar o celular por código SMS e evitar cadastros falsos ou abusivos:</strong> legítimo
          interesse, para proteger você e o restaurante de fraudes (art. 7º, IX).
        </li>
        <li>
          <strong>Responder a quem pediu contato no site:</strong> procedimentos preliminares relacionados a
          contrato, a pedido do titular (art. 7º, V). Usamos o telefone apenas para falar sobre o SuaVez.
        </li>
        <li>
          <strong>Relatórios para o restaurante</strong> (desistências, chamadas sem resposta, horários de
          pico): legítimo interesse do restaurante em melhorar o atendimento (arts. 7º, IX, e 10), com números
          agregados.
        </li>
        <li>
          <strong>Manter a conta do estabelecimento e autenticar os seus usuários:</strong> execução de
          contrato (art. 7º, V).
        </li>
        <li>
          <strong>Guardar registros de acesso:</strong> cumprimento de obrigação legal (art. 7º, II, e Marco
          Civil da Internet, Lei nº 12.965/2014, art. 15).
        </li>
        <li>
          <strong>Defender direitos em processos judiciais, administrativos ou arbitrais:</strong> exercício
          regular de direitos (art. 7º, VI).
        </li>
      </ul>
      <p>Não vendemos dados pessoais e não tomamos decisões sobre você de forma apenas automatizada.</p>

      <h3>4. Por quanto tempo guardamos</h3>
      <ul>
        <li>
          Cadastro do cliente (nome e celular): enquanto você usar o serviço. Após 12 meses sem nenhuma
          atividade (entrar numa fila, mudança na sua entrada, pedido, avaliação ou código de verificação), é
          anonimizado: o nome passa a ser “Cliente anônimo” e o celular é apagado, inclusive das suas visitas.
          Isso nunca acontece enquanto você estiver numa fila ou à mesa.
        </li>
        <li>
          Histórico de filas, pedidos e avaliações: guardado para os relatórios e as contas do restaurante;
          depois que o cadastro é anonimizado, fica sem nome e sem celular, sem identificar você.
        </li>
        <li>
          Códigos de verificação e mensagens SMS enviadas: o código vale 10 minutos; códigos e mensagens são
          apagados 30 dias após o envio.
        </li>
        <li>
          Contatos deixados no site: apagados 24 meses após cada pedido de contato, ou antes, se você pedir.
        </li>
        <li>Sessões de acesso ao painel do estabelecimento: duram 12 horas e são apagadas 30 dias depois.</li>
        <li>Conta do estabelecimento: enquanto durar o contrato e por 5 anos após o seu fim.</li>
        <li>
          Registros de acesso (endereço IP, data e hora, endereço acessado e resultado): 6 meses, no serviço
          de registros da nossa hospedagem (Marco Civil da Internet, art. 15).
        </li>
      </ul>
      <p>
        Se você pedir a eliminação dos seus dados (seção 9), o seu cadastro é anonimizado na hora, como
        descrito acima. As visitas continuam, sem identificar você, porque fazem parte dos relatórios e das
        contas do restaurante; dados anonimizados deixam de ser dados pessoais (LGPD, arts. 12 e 16).
      </p>

      <h3>5. Com quem compartilhamos</h3>
      <ul>
        <li>
          <strong>Com o restaurante</strong> em que você entrou na fila ou fez pedidos: nome, celular, mesa,
          histórico e pedidos, para que ele possa atender você. Outros clientes nunca veem o seu celular;
          convidados de uma mesa veem apenas o nome de quem a abriu.
        </li>
        <li>
          <strong>Com prestadores de serviço</strong> que atuam como operadores (hospedagem e banco de dados,
          envio de SMS e de e-mail), sob contrato com obrigações de confidencialidade e segurança.
        </li>
        <li>
          <strong>Com autoridades</strong>, quando a lei ou uma ordem judicial exigir.
        </li>
      </ul>
      <p>
        Se algum fornecedor guardar dados fora do Brasil, a transferência só ocorrerá nas hipóteses do art. 33
        da LGPD, como cláusulas contratuais aprovadas pela ANPD.
      </p>

      <h3>6. Cookies</h3>
      <p>
        Usamos apenas cookies necessários para o serviço funcionar; nenhum é de publicidade ou de terceiros.
        Você pode apagá-los no seu navegador, mas então precisará entrar de novo.
      </p>
      <div className="table-responsive">
        <table className="table table-sm">
          <caption className="visually-hidden">Cookies usados pelo SuaVez</caption>
          <thead>
            <tr>
              <th scope="col">Cookie</th>
              <th scope="col">Para que serve</th>
              <th scope="col">Duração</th>
            </tr>
          </thead>
          <tbody>
            {cookies.map(([name, purpose, lifetime]) => (
              <tr key={name}>
                <td>
                  <code>{name}</code>
                </td>
                <td>{purpose}</td>
                <td>{lifetime}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3>7. Segurança</h3>
      <p>
        Usamos conexão criptografada (HTTPS), senhas guardadas com argon2id, cookies de sessão assinados,
        limite de tentativas de acesso, acesso restrito aos dados e registros de acesso. Se ocorrer um
        incidente de segurança que possa causar risco ou dano relevante, comunicaremos a ANPD e os titulares
        afetados (art. 48).
      </p>

      <h3>8. Seus direitos</h3>
      <p>Como titular, você pode pedir a qualquer momento, gratuitamente:</p>
      <ul>
        {rights.map((right) => (
          <li key={right}>{right}</li>
        ))}
      </ul>
      <p>
        Você também pode peticionar à Autoridade Nacional de Proteção de Dados (ANPD) e aos órgãos de defesa
        do consumidor (art. 18, § 1º e § 8º).
      </p>

      <h3>9. Como exercer seus direitos</h3>
      <p>
        Escreva para <a href={`mailto:${SITE_PRIVACY_EMAIL}`}>{SITE_PRIVACY_EMAIL}</a> dizendo o que deseja.
        Para proteger você, podemos pedir uma confirmação de identidade, como um código enviado ao celular
        cadastrado. Respondemos de imediato, de forma simplificada, ou em até 15 dias com a declaração
        completa (art. 19). Quando o controlador for um restaurante, encaminhamos o pedido a ele e o ajudamos
        a responder no mesmo prazo.
      </p>

      <h3>10. Encarregado pelo tratamento de dados</h3>
      <p>
        O encarregado (art. 41) é a Equipe de Privacidade do SuaVez, pelo e-mail{' '}
        <a href={`mailto:${SITE_PRIVACY_EMAIL}`}>{SITE_PRIVACY_EMAIL}</a>. Para outros assuntos, use{' '}
        <a href={`mailto:${SITE_CONTACT_EMAIL}`}>{SITE_CONTACT_EMAIL}</a>.
      </p>

      <h3>11. Crianças e adolescentes</h3>
      <p>
        O SuaVez não é dirigido a crianças. O cadastro na fila deve ser feito por um adulto, em nome da mesa.
      </p>

      <h3>12. Alterações desta política</h3>
      <p>
        Quando esta política mudar, publicaremos a nova versão nesta página com a data de vigência; mudanças
        relevantes serão avisadas no próprio serviço.
      </p>
    </article>
  );
}
