/**
 * Seeding. `seedBase` (always, idempotent): admin account and the reference data every
 * install needs. `seedDemo` (main command on an empty database): a believable bilingual
 * catalogue and demo accounts (README lists them). The parts live in ./seed/.
 */
import { seedBase, type SeedContext } from './seed/base';
import { seedDemo } from './seed/demo';

export type { SeedContext };
export { seedBase, seedDemo };

export async function seedOnStart(ctx: SeedContext): Promise<void> {
  await seedBase(ctx);
  if (ctx.config.seedDemo) await seedDemo(ctx);
}
