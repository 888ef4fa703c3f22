import { normalizePhone } from '@suavez/shared/domain/phone';
import { escapeControlCharacters } from '@suavez/shared/domain/safe-text';
import type { Db } from '#api/db/client';
import { type Clock, systemClock } from '#api/lib/clock';
import { forgetConsumerPhone } from '#api/modules/retention/anonymize-consumers.service';
import { exportConsumerData } from '#api/modules/retention/export-consumer-data.service';
import { runRetention } from '#api/modules/retention/run-retention.service';

// The admin commands of data retention and of consumers' requests for their data (docs/security.md,
// "Retention"): `consumer:export`, `consumer:delete`, `retention:run`.

/** A command line of this file's commands, checked. */
export type RetentionCommand =
  | { name: 'consumer:export'; phone: string; merchantId?: string }
  | { name: 'consumer:delete'; phone: string }
  | { name: 'retention:run' };

/** Their help text (pt-BR), part of the admin's usage. */
export const retentionUsage = `  consumer:export --phone TELEFONE [--merchant ID]
      Imprime em JSON tudo o que guardamos de quem usa esse telefone: cadastros, entradas na fila e o
      seu histórico, pedidos e itens, avaliações e SMS enviados. Com --merchant, só as visitas a esse
      estabelecimento (e sem os SMS). Ex.: consumer:export --phone 11987654321 > dados.json
  consumer:delete --phone TELEFONE
      Anonimiza já os cadastros desse telefone (nome trocado por 'Cliente anônimo', telefone apagado) e
      apaga os SMS enviados a ele; as visitas ficam, sem nome nem telefone, para os relatórios. Recusado
      enquanto houver uma visita em andamento.
  retention:run
      Aplica agora as regras de retenção (as mesmas que o servidor aplica uma vez por dia) e imprime o
      que foi feito (só contagens).
`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the options of one of these commands; a string says what is wrong (pt-BR). */
export function parseRetentionCommand(
  name: RetentionCommand['name'],
  values: { phone?: string | undefined; merchant?: string | undefined },
): RetentionCommand | string {
  if (name === 'retention:run') return { name };
  // Digits or the mask (docs/access.md#phones); stored phones have 10 or 11 digits.
  const phone = normalizePhone(values.phone ?? '');
  if (!/^[0-9]{10,11}$/.test(phone)) return '--phone deve ser um telefone com DDD, como 11987654321.';
  if (name === 'consumer:delete') return { name, phone };
  if (values.merchant === undefined) return { name, phone };
  if (!UUID.test(values.merchant)) return '--merchant deve ser o id (UUID) do estabelecimento.';
  return { name, phone, merchantId: values.merchant.toLowerCase() };
}

/** Where these commands write and what they run against. */
export interface RetentionCommandIo {
  db: Db;
  clock?: Clock | undefined;
  stdout: { write(chunk: string): unknown };
  stderr: { write(chunk: string): unknown };
}

/** Runs one of these commands; AppErrors (a refusal) reach the caller, which prints them. */
export async function runRetentionCommand(command: RetentionCommand, io: RetentionCommandIo): Promise<void> {
  const clock = io.clock ?? systemClock;
  switch (command.name) {
    case 'consumer:export': {
      const data = await exportConsumerData({ db: io.db, clock, ...command });
      // JSON escapes C0 characters itself; direction overrides and C1 in old names are escaped too, line by
      // line (JSON.stringify puts no line break inside a string), so a terminal shows them instead of
      // obeying them, and the output is still valid JSON.
      const json = JSON.stringify(data, null, 2).split('\n').map(escapeControlCharacters).join('\n');
      io.stdout.write(`${json}\n`);
      io.stderr.write(`${data.consumers.length} cadastro(s) com o telefone ${command.phone}.\n`);
      return;
    }
    case 'consumer:delete': {
      const result = await forgetConsumerPhone({ db: io.db, clock, phone: command.phone });
      io.stderr.write(
        `${result.anonymizedConsumers} cadastro(s) anonimizado(s) e ${result.deletedSmsMessages} SMS apagado(s) ` +
          `do telefone ${command.phone}.\n`,
      );
      return;
    }
    case 'retention:run': {
      const counts = await runRetention({ db: io.db, clock });
      io.stdout.write(`${JSON.stringify(counts)}\n`);
      io.stderr.write('Regras de retenção aplicadas.\n');
      return;
    }
  }
}
