import { SITE_CONTACT_EMAIL } from '@/components/ui/site-contact';
import { privacyPolicyEffectiveDate } from './privacy-policy';

/** The terms of use of SuaVez, for restaurants, their customers and visitors. */
export function TermsOfUse() {
  return (
    <article className="legal-text">
      <h2>Termos de uso</h2>
      <p className="text-body-secondary">Vigentes a partir de {privacyPolicyEffectiveDate}.</p>

      <h3>1. Aceitação</h3>
      <p>
        Ao usar o SuaVez, você concorda com estes termos e com a política de privacidade. Se não concordar,
        não use o serviço. Os estabelecimentos contratantes também se sujeitam ao contrato comercial assinado
        com o SuaVez, que prevalece sobre estes termos no que for específico.
      </p>

      <h3>2. O serviço</h3>
      <p>
        O SuaVez oferece, pela internet, fila virtual, cardápio digital, pedidos na mesa e relatórios para
        restaurantes. O cliente do restaurante usa o serviço pelo navegador do celular, sem instalar
        aplicativo e sem pagar nada ao SuaVez. O estabelecimento usa um painel protegido por e-mail e senha.
      </p>

      <h3>3. Cadastro e contas</h3>
      <ul>
        <li>
          O cliente informa um número de celular seu e um nome para ser chamado. O número pode ser confirmado
          por código SMS. Não use o número de outra pessoa.
        </li>
        <li>
          O estabelecimento é responsável pelos seus usuários, pela guarda das senhas e por tudo o que for
          feito com elas. Avise-nos imediatamente se suspeitar de uso indevido.
        </li>
        <li>As informações fornecidas devem ser verdadeiras e mantidas atualizadas.</li>
      </ul>

      <h3>4. Como a fila funciona</h3>
      <ul>
        <li>Cada pessoa pode estar em uma fila por vez. O restaurante pode aceitar ou recusar a entrada.</li>
        <li>
          Ao ser chamado, o cliente tem 5 minutos para responder e, depois de confirmar, 5 minutos para chegar
          à porta do restaurante. Passado esse tempo, a vez pode ser perdida.
        </li>
        <li>
          A posição e os tempos mostrados são estimativas: a ordem real depende do tamanho das mesas
          disponíveis e da operação do restaurante.
        </li>
        <li>O restaurante pode remover alguém da fila informando o motivo.</li>
      </ul>

      <h3>5. Pedidos, conta e pagamento</h3>
      <ul>
        <li>
          O restaurante é o único responsável pelos itens do cardápio, preços, informações sobre ingredientes
          e alergênicos, preparo, entrega e cobrança, nos termos do Código de Defesa do Consumidor.
        </li>
        <li>
          Itens enviados podem ser aceitos ou recusados pelo restaurante; o cliente pode pedir o cancelamento
          de um item enviado, e o restaurante decide se ainda é possível.
        </li>
        <li>
          A taxa de serviço é opcional e pode ser ajustada pelo cliente de 0% a 100%; o valor sugerido é 12%.
          O total mostrado soma os itens não recusados nem cancelados e a taxa escolhida.
        </li>
        <li>
          Hoje o pagamento é feito diretamente ao restaurante; o SuaVez não recebe valores dos clientes.
        </li>
      </ul>

      <h3>6. Responsabilidades do estabelecimento</h3>
      <ul>
        <li>Manter o cardápio, os preços e os horários corretos e atualizados.</li>
        <li>
          Tratar os dados dos seus clientes como controlador, conforme a LGPD, usando-os apenas para o
          atendimento e respondendo aos pedidos dos titulares.
        </li>
        <li>Não publicar conteúdo ilegal, ofensivo ou que viole direitos de terceiros, inclusive imagens.</li>
      </ul>

      <h3>7. Uso aceitável</h3>
      <p>É proibido:</p>
      <ul>
        <li>informar dados falsos ou de terceiros, ou ocupar lugares na fila sem intenção de comparecer;</li>
        <li>usar robôs, scripts ou qualquer automação para entrar em filas, enviar pedidos ou contatos;</li>
        <li>
          tentar acessar dados de outros usuários, burlar limites ou prejudicar o funcionamento do serviço;
        </li>
        <li>copiar, revender ou explorar o serviço sem autorização.</li>
      </ul>
      <p>Violações podem levar à suspensão do acesso, sem prejuízo das medidas legais cabíveis.</p>

      <h3>8. Disponibilidade e mudanças</h3>
      <p>
        Trabalhamos para manter o serviço disponível, mas podem ocorrer interrupções para manutenção ou por
        falhas de terceiros, como provedores de internet e de SMS. Podemos melhorar, alterar ou encerrar
        funções, avisando os estabelecimentos com antecedência quando a mudança afetar o uso contratado.
      </p>

      <h3>9. Planos e preços</h3>
      <p>
        Os preços para estabelecimentos constam da proposta ou do contrato comercial. As condições da oferta
        de fundadores (contrato exclusivo, preço especial garantido durante a vigência do contrato e contato
        direto com o time de produto) valem para os contratos assinados enquanto a oferta estiver ativa.
      </p>

      <h3>10. Propriedade intelectual</h3>
      <p>
        O software, a marca e o conteúdo do SuaVez pertencem ao SuaVez. O estabelecimento continua dono do seu
        conteúdo (nome, cardápio, fotos) e nos autoriza a exibi-lo no serviço enquanto o usar.
      </p>

      <h3>11. Limitação de responsabilidade</h3>
      <p>
        O SuaVez não responde pelo atendimento, pelos produtos ou pelos preços dos restaurantes, nem por
        tempos de espera. Nada nestes termos limita os direitos do consumidor previstos em lei.
      </p>

      <h3>12. Suspensão e encerramento</h3>
      <p>
        Você pode deixar de usar o serviço a qualquer momento. Podemos suspender contas que violem estes
        termos. Os dados são guardados e eliminados conforme a política de privacidade.
      </p>

      <h3>13. Alterações destes termos</h3>
      <p>
        Publicaremos qualquer nova versão nesta página, com a data de vigência. O uso do serviço depois disso
        significa concordância com a nova versão.
      </p>

      <h3>14. Lei aplicável e foro</h3>
      <p>
        Estes termos seguem as leis brasileiras. Para consumidores, vale o foro do seu domicílio; para
        estabelecimentos, o foro previsto no contrato comercial ou, na falta dele, o da comarca de São
        Paulo/SP.
      </p>

      <h3>15. Contato</h3>
      <p>
        Dúvidas sobre estes termos: <a href={`mailto:${SITE_CONTACT_EMAIL}`}>{SITE_CONTACT_EMAIL}</a>.
      </p>
    </article>
  );
}
