/** POST /wallet/balance (data = the balance, an SR number), GET /wallet/transactions, POST /user/frontend-charge-wallet. */
import { wallet as api } from '@souq/contracts';
import type { FastifyInstance } from 'fastify';
import { toSR } from '../../lib/money';
import { ok } from '../../lib/reply';
import { route } from '../../lib/route';
import { signedIn } from '../../lib/caller';
import type { Owner } from './wallet.service';

const ownerOf = (p: { role: string; id: number }): Owner => ({ role: p.role === 'provider' ? 'provider' : 'user', id: p.id });

export default async function walletModule(app: FastifyInstance) {
  const { wallet } = app.services;

  route(app, api.balance, async (request) => ok(request, toSR(await wallet.balance(ownerOf(signedIn(request))))));

  route(app, api.entries, async (request) => ok(request, await wallet.entries(request.lang, ownerOf(signedIn(request)))));

  route(app, api.charge, async (request) =>
    ok(request, await wallet.startCharge(signedIn(request).id, request.body.amount, request.baseUrl), 'wallet.charge_started'),
  );
}
