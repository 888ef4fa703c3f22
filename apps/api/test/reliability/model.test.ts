import fc from 'fast-check';
import { describe, it } from 'vitest';
import { createConsumerFixture } from '#test/fixtures';
import { createMerchantWithMenu } from '#test/order-test-helpers';
import { useFixture, useTestApp } from '#test/test-app';
import {
  AddItemCommand,
  CheckoutCommand,
  CloseOrderCommand,
  JoinCommand,
  MerchantItemCommand,
  MerchantOrderStatusCommand,
  OpenOrderCommand,
  QueueEventCommand,
  RemoveItemCommand,
  RequestCancelCommand,
  SeatCommand,
  SendCommand,
} from './model-commands';
import { checkInvariants } from './model-invariants';
import type { Model, Real } from './model-state';

// Model-based test: random sequences of the consumers' and the merchant's calls against the real server
// (app.inject on this pass's database) and a small model moved by the shared machines. Every answer must
// be the one the model predicts, and the invariants (model-invariants.ts) must hold after every step.
// A failure prints the seed and the shrunk sequence; rerun it with MODEL_SEED=<seed>.

const CONSUMERS = 2;
const seed = process.env.MODEL_SEED ? Number(process.env.MODEL_SEED) : Math.floor(Math.random() * 2 ** 31);

type Command = fc.AsyncCommand<Model, Real>;

/** Runs a command, then moves the clock a second (well inside every deadline) and checks the invariants. */
class Checked implements Command {
  constructor(private readonly inner: Command) {}
  check = (m: Readonly<Model>) => this.inner.check(m);
  async run(m: Model, r: Real): Promise<void> {
    await this.inner.run(m, r);
    r.t.clock.advance(1000);
    await checkInvariants(m, r);
  }
  toString = () => this.inner.toString();
}

const consumer = fc.nat(CONSUMERS - 1);
const unit = fc.nat(9);
const weighted = (weight: number, arbitrary: fc.Arbitrary<Command>) => ({
  weight,
  arbitrary: arbitrary.map((command) => new Checked(command) as Command),
});
const commands = [
  fc.oneof(
    weighted(
      2,
      consumer.map((d) => new JoinCommand(d)),
    ),
    weighted(
      2,
      consumer.map((d) => new SeatCommand(d)),
    ),
    weighted(
      6,
      fc
        .tuple(
          consumer,
          fc.constantFrom('accept', 'call', 'answer', 'quit', 'remove', 'checkIn') as fc.Arbitrary<'call'>,
        )
        .map(([d, event]) => new QueueEventCommand(d, event)),
    ),
    weighted(
      1,
      consumer.map((d) => new CheckoutCommand(d)),
    ),
    weighted(
      1,
      consumer.map((d) => new OpenOrderCommand(d)),
    ),
    weighted(
      4,
      fc.tuple(consumer, fc.nat(1), fc.boolean()).map(([d, i, r]) => new AddItemCommand(d, i, r)),
    ),
    weighted(
      1,
      fc.tuple(consumer, unit).map(([d, u]) => new RemoveItemCommand(d, u)),
    ),
    weighted(
      3,
      consumer.map((d) => new SendCommand(d)),
    ),
    weighted(
      1,
      fc.tuple(consumer, unit).map(([d, u]) => new RequestCancelCommand(d, u)),
    ),
    weighted(
      5,
      fc
        .tuple(
          consumer,
          unit,
          fc.constantFrom('accept', 'refuse', 'deliver', 'cancel') as fc.Arbitrary<'accept'>,
        )
        .map(([d, u, action]) => new MerchantItemCommand(d, u, action)),
    ),
    weighted(
      2,
      fc.tuple(consumer, fc.constantFrom(0, 10, 12, 100)).map(([d, fee]) => new CloseOrderCommand(d, fee)),
    ),
    weighted(
      3,
      fc
        .tuple(consumer, fc.constantFrom('PAYMENT_REQUESTED', 'CLOSED', 'OPEN') as fc.Arbitrary<'OPEN'>)
        .map(([d, target]) => new MerchantOrderStatusCommand(d, target)),
    ),
  ),
];

const t = useTestApp();
const restaurant = useFixture(() => createMerchantWithMenu(t));

describe('model-based: queue and orders against the real server', () => {
  it(`25 random runs of up to 20 steps keep every invariant (seed ${seed})`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 20, size: 'max' }), async (sequence) => {
        // Each run has its own consumers (the invariants look only at them): runs never see each other.
        const setup = async () => {
          const consumers = [];
          for (let i = 0; i < CONSUMERS; i += 1) consumers.push(await createConsumerFixture(t.app));
          const real: Real = {
            t,
            merchant: restaurant,
            consumers,
            menu: [
              { id: restaurant.sodaId, priceCents: 650, prepared: false },
              { id: restaurant.burgerId, priceCents: 3290, prepared: true },
            ],
          };
          const model: Model = { consumers: consumers.map(() => ({ entries: [] })) };
          // Consumer 0 starts seated with an open order, so the order commands have a target from step one.
          await new SeatCommand(0).run(model, real);
          return { model, real };
        };
        await fc.asyncModelRun(setup, sequence);
      }),
      { numRuns: 25, seed },
    );
  }, 180_000);
});
