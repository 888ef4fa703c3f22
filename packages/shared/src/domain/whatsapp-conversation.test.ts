import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queueStatuses } from './queue-status';
import type { WhatsAppCommand } from './whatsapp-command';
import { type ConversationEffect, type ConversationFacts, step } from './whatsapp-conversation';
import { type ConversationState, conversationStates } from './whatsapp-conversation-state';
import {
  type ConversationEntry,
  callButtons,
  conversationTexts,
  type EffectOutcome,
  formatWeeklyHours,
  outcomeReply,
  statusReply,
} from './whatsapp-replies';

const open = { name: 'Cantina', isOpen: true, schedule: {} };
const closed = { name: 'Cantina', isOpen: false, schedule: { friday: [{ open: '18:00', close: '23:00' }] } };
const waiting: ConversationEntry = {
  status: 'IN_QUEUE',
  restaurantName: 'Cantina',
  position: 2,
  waitEstimate: { minMinutes: 10, maxMinutes: 20 },
};
const called: ConversationEntry = { ...waiting, status: 'CALLED', position: null, waitEstimate: null };
const none: ConversationFacts = { isBrazilian: true, wasOptedOut: false, restaurant: null, entry: null };
const facts = (more: Partial<ConversationFacts>): ConversationFacts => ({ ...none, ...more });

const join: WhatsAppCommand = { kind: 'join', shortId: 'praca' };
const n = (value: number): WhatsAppCommand => ({ kind: 'number', value });
const nothing: ConversationEffect = { kind: 'none' };

// [state, command, facts, next state, effect, reply text (null: the outcome's), why]
const table: [
  ConversationState,
  WhatsAppCommand,
  ConversationFacts,
  ConversationState,
  ConversationEffect,
  string | null,
  string,
][] = [
  [
    'idle',
    join,
    facts({ restaurant: open }),
    'asking_party',
    nothing,
    'Olá! Fila de Cantina. Para quantas pessoas?',
    'open restaurant asks the party',
  ],
  [
    'idle',
    join,
    facts({ restaurant: closed }),
    'idle',
    nothing,
    'Cantina está fechado agora e não está recebendo clientes na fila. Horários:\nSexta: 18:00–23:00',
    'closed lists the hours',
  ],
  ['idle', join, facts({}), 'idle', nothing, conversationTexts.restaurantNotFound, 'unknown short id'],
  [
    'idle',
    join,
    facts({ restaurant: open, entry: waiting }),
    'idle',
    nothing,
    'Você está na fila de Cantina. Sua posição: 2º. Espera estimada: entre 10 e 20 min.',
    'already in a queue: its status',
  ],
  [
    'asking_party',
    n(4),
    facts({ restaurant: open }),
    'idle',
    { kind: 'join', size: 4 },
    null,
    'a party size joins',
  ],
  [
    'asking_party',
    n(20),
    facts({ restaurant: open }),
    'idle',
    { kind: 'join', size: 20 },
    null,
    'twenty is the most',
  ],
  [
    'asking_party',
    n(21),
    facts({ restaurant: open }),
    'asking_party',
    nothing,
    conversationTexts.askPartyAgain,
    'over twenty asks again',
  ],
  [
    'asking_party',
    n(0),
    facts({ restaurant: open }),
    'asking_party',
    nothing,
    conversationTexts.askPartyAgain,
    'zero asks again',
  ],
  [
    'asking_party',
    { kind: 'help' },
    facts({ restaurant: open }),
    'asking_party',
    nothing,
    conversationTexts.askPartyAgain,
    'anything else asks again',
  ],
  [
    'asking_party',
    { kind: 'no' },
    facts({ restaurant: open }),
    'idle',
    nothing,
    conversationTexts.cancelledJoin,
    'no gives up',
  ],
  [
    'asking_party',
    join,
    facts({ restaurant: closed }),
    'idle',
    nothing,
    'Cantina está fechado agora e não está recebendo clientes na fila. Horários:\nSexta: 18:00–23:00',
    'another fila starts over',
  ],
  [
    'idle',
    { kind: 'position' },
    facts({ entry: waiting }),
    'idle',
    nothing,
    'Você está na fila de Cantina. Sua posição: 2º. Espera estimada: entre 10 e 20 min.',
    'position',
  ],
  [
    'idle',
    n(3),
    facts({ entry: { ...waiting, waitEstimate: null } }),
    'idle',
    nothing,
    'Você está na fila de Cantina. Sua posição: 2º.',
    '3 is position; no estimate, none said',
  ],
  [
    'idle',
    { kind: 'position' },
    facts({}),
    'idle',
    nothing,
    conversationTexts.notInQueue,
    'position without an entry',
  ],
  [
    'idle',
    { kind: 'leave', isButton: false },
    facts({ entry: waiting }),
    'confirming_leave',
    nothing,
    'Quer sair da fila de Cantina? Responda SIM para sair da fila.',
    'sair asks to confirm',
  ],
  [
    'idle',
    n(2),
    facts({ entry: waiting }),
    'confirming_leave',
    nothing,
    'Quer sair da fila de Cantina? Responda SIM para sair da fila.',
    '2 is sair',
  ],
  [
    'idle',
    { kind: 'leave', isButton: true },
    facts({ entry: called }),
    'idle',
    { kind: 'quit' },
    null,
    'the call button quits at once',
  ],
  [
    'idle',
    { kind: 'leave', isButton: false },
    facts({}),
    'idle',
    nothing,
    conversationTexts.notInQueue,
    'sair without an entry',
  ],
  [
    'confirming_leave',
    { kind: 'yes' },
    facts({ entry: waiting }),
    'idle',
    { kind: 'quit' },
    null,
    'sim quits',
  ],
  [
    'confirming_leave',
    { kind: 'yes' },
    facts({}),
    'idle',
    nothing,
    conversationTexts.notInQueue,
    'sim after the entry ended',
  ],
  [
    'confirming_leave',
    { kind: 'no' },
    facts({ entry: waiting }),
    'idle',
    nothing,
    conversationTexts.stayed,
    'não stays',
  ],
  [
    'confirming_leave',
    { kind: 'position' },
    facts({ entry: waiting }),
    'idle',
    nothing,
    'Você está na fila de Cantina. Sua posição: 2º. Espera estimada: entre 10 e 20 min.',
    'anything else is read afresh',
  ],
  [
    'idle',
    { kind: 'going' },
    facts({ entry: called }),
    'idle',
    { kind: 'answerCall' },
    null,
    'going answers the call',
  ],
  ['idle', n(1), facts({ entry: called }), 'idle', { kind: 'answerCall' }, null, '1 answers the call'],
  [
    'idle',
    { kind: 'going' },
    facts({ entry: waiting }),
    'idle',
    nothing,
    conversationTexts.notCalled,
    'going before the call',
  ],
  [
    'idle',
    { kind: 'going' },
    facts({}),
    'idle',
    nothing,
    conversationTexts.notInQueue,
    'going without an entry',
  ],
  [
    'idle',
    { kind: 'stop' },
    facts({ entry: waiting }),
    'idle',
    { kind: 'optOut' },
    conversationTexts.optedOut,
    'parar',
  ],
  [
    'asking_party',
    { kind: 'stop' },
    facts({ restaurant: open }),
    'idle',
    { kind: 'optOut' },
    conversationTexts.optedOut,
    'parar anywhere',
  ],
  ['idle', { kind: 'help' }, facts({}), 'idle', nothing, conversationTexts.help, 'help'],
  [
    'idle',
    { kind: 'yes' },
    facts({ entry: waiting }),
    'idle',
    nothing,
    conversationTexts.help,
    'a stray sim',
  ],
  ['idle', n(7), facts({ entry: waiting }), 'idle', nothing, conversationTexts.help, 'a stray number'],
  [
    'idle',
    join,
    facts({ isBrazilian: false, restaurant: open }),
    'idle',
    nothing,
    conversationTexts.foreign,
    'foreign numbers',
  ],
  [
    'idle',
    { kind: 'stop' },
    facts({ isBrazilian: false }),
    'idle',
    { kind: 'optOut' },
    conversationTexts.optedOut,
    'foreign numbers may stop',
  ],
];

describe('conversation step', () => {
  it.each(table)('%s + %j → %s (%s)', (state, command, known, next, effect, reply, _why) => {
    const result = step(state, command, known);
    expect(result.state).toBe(next);
    expect(result.effect).toEqual(effect);
    expect(result.reply === null ? null : result.reply.text).toBe(reply);
  });

  it('a second parar is not answered', () => {
    expect(step('idle', { kind: 'stop' }, facts({ wasOptedOut: true }))).toEqual({
      state: 'idle',
      effect: nothing,
      reply: null,
    });
  });

  it('a called entry shows the call buttons', () => {
    const reply = step('idle', { kind: 'position' }, facts({ entry: called })).reply;
    expect(reply).toEqual({
      type: 'buttons',
      text: 'Sua mesa em Cantina está pronta! Responda em até 5 minutos.',
      buttons: callButtons,
    });
  });

  it('leaves the reply to the outcome exactly when there is an effect other than opting out', () => {
    const commands: WhatsAppCommand[] = [
      join,
      n(0),
      n(1),
      n(2),
      n(3),
      n(5),
      { kind: 'position' },
      { kind: 'leave', isButton: false },
      { kind: 'leave', isButton: true },
      { kind: 'yes' },
      { kind: 'no' },
      { kind: 'going' },
      { kind: 'stop' },
      { kind: 'help' },
    ];
    const entries = [null, waiting, called, ...queueStatuses.map((status) => ({ ...waiting, status }))];
    fc.assert(
      fc.property(
        fc.constantFrom(...conversationStates),
        fc.constantFrom(...commands),
        fc.constantFrom(null, open, closed),
        fc.constantFrom(...entries),
        fc.boolean(),
        (state, command, restaurant, entry, isBrazilian) => {
          const result = step(state, command, { isBrazilian, wasOptedOut: false, restaurant, entry });
          const needsOutcome = result.effect.kind !== 'none' && result.effect.kind !== 'optOut';
          expect(result.reply === null).toBe(needsOutcome);
          if (result.effect.kind === 'join') expect(state).toBe('asking_party');
          if (result.effect.kind === 'quit' || result.effect.kind === 'answerCall')
            expect(entry).not.toBeNull();
          if (result.effect.kind === 'answerCall') expect(entry?.status).toBe('CALLED');
        },
      ),
    );
  });
});

describe('outcome replies', () => {
  const link = 'https://suavez.com.br/entrar/abc';
  const outcomes: [EffectOutcome, string][] = [
    [
      { kind: 'joined', entry: waiting, size: 4, link },
      `Pronto! Você entrou na fila de Cantina para 4 pessoas. Sua posição: 2º. Espera estimada: entre 10 e 20 min.\nAcompanhe pelo navegador (link de uso único, vale 24 horas): ${link}\nResponda 3 para ver a posição ou 2 para sair.`,
    ],
    [
      {
        kind: 'joined',
        entry: { ...waiting, status: 'WAITING_CONFIRMATION', position: 1, waitEstimate: null },
        size: 1,
        link,
      },
      `Pronto! Você entrou na fila de Cantina para 1 pessoa. Aguarde a confirmação do restaurante.\nAcompanhe pelo navegador (link de uso único, vale 24 horas): ${link}\nResponda 3 para ver a posição ou 2 para sair.`,
    ],
    [
      { kind: 'closed', restaurant: { ...closed, schedule: {} } },
      'Cantina está fechado agora e não está recebendo clientes na fila. Horários:\nO restaurante não publicou horários.',
    ],
    [{ kind: 'restaurantGone' }, conversationTexts.restaurantNotFound],
    [{ kind: 'alreadyInQueue' }, conversationTexts.alreadyInQueue],
    [{ kind: 'phoneInQueue' }, 'Este telefone já está na fila deste restaurante.'],
    [{ kind: 'quit', restaurantName: 'Cantina' }, 'Pronto, você saiu da fila de Cantina.'],
    [
      { kind: 'answered', restaurantName: 'Cantina' },
      'Ótimo! Cantina já sabe que você está a caminho. Você tem 5 minutos para chegar.',
    ],
    [{ kind: 'refused', entry: null }, conversationTexts.notInQueue],
    [
      { kind: 'refused', entry: { ...called, status: 'ACCEPTED_RESTAURANT_CALL' } },
      'Cantina já sabe que você está a caminho. Ao chegar, procure a recepção.',
    ],
  ];
  it.each(outcomes)('%j', (outcome, reply) => {
    expect(outcomeReply(outcome).text).toBe(reply);
  });

  it('every status has a reply, and final ones say there is no entry', () => {
    for (const status of queueStatuses) {
      const reply = statusReply({ ...waiting, status });
      expect(reply.text.length).toBeGreaterThan(0);
    }
    expect(statusReply({ ...waiting, status: 'CHECK_OUT' }).text).toBe(conversationTexts.notInQueue);
  });

  it('lists the week in order, several shifts of a day together', () => {
    expect(
      formatWeeklyHours({
        sunday: [{ open: '11:00', close: '15:00' }],
        monday: [
          { open: '11:00', close: '15:00' },
          { open: '18:00', close: '02:00' },
        ],
      }),
    ).toBe('Segunda: 11:00–15:00, 18:00–02:00\nDomingo: 11:00–15:00');
  });
});
