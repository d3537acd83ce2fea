/**
 * Wallet: a balance per owner (user or provider) kept with a ledger of signed halala
 * entries (charge, payment, refund, adjustment). The balance never goes below zero, even
 * under concurrent spends: a spend is one conditional UPDATE (`balance >= amount`) in the
 * caller's transaction, backed by a CHECK constraint.
 *
 * Service API (app.services.wallet) — amounts are integer halalas; pass your transaction
 * handle `tx` so the wallet change commits or rolls back with your own writes:
 *   balance(owner)                                → halalas (0 for a wallet never used)
 *   spend(owner, amount, ref, tx?)                → { balance, entryId }; fail 'wallet.insufficient'
 *                                                   (nothing written) when the balance does not cover it
 *   credit(owner, amount, 'charge'|'refund'|'adjustment', ref, tx?) → { balance, entryId }
 *   entries(lang, owner)                          → latest 100 entries as the API shows them
 *   startCharge(userId, amountSR, baseUrl)          → { url, payment_id }: a card payment (purpose
 *                                                   `wallet_charge`); the balance grows only when it settles
 * `ref` = { referenceType, referenceId, idemKey?, description?: { ar, en } }. `idemKey` makes
 * the entry once-only (e.g. `pay:request_service:12`): a second spend/credit with the same
 * key fails 'wallet.duplicate' and changes nothing.
 * owner = { role: 'user' | 'provider', id }.
 */
import type { Db } from '../../db/client';
import type { WalletEntryKind } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { fail } from '../../lib/errors';
import { formatDateTime } from '../../lib/format-date';
import { type Lang, t } from '../../lib/i18n';
import { formatSR, toHalalas, toSR } from '../../lib/money';
import type { PaymentRow, PaymentService } from '../payments/payments.service';
import { createWalletRepository, type Owner } from './wallet.repository';

export type { Owner };

export interface EntryRef {
  referenceType?: string | null;
  referenceId?: number | null;
  idemKey?: string | null;
  description?: { ar: string; en: string };
}

export interface WalletDeps {
  db: Db;
  now: () => Date;
  payments: PaymentService;
}

export const WALLET_ENTRIES_LIMIT = 100;
export const WALLET_CHARGE_PURPOSE = 'wallet_charge';

export function createWalletService(deps: WalletDeps) {
  const repo = (tx?: Db) => createWalletRepository(tx ?? deps.db);
  const inTx = <T>(tx: Db | undefined, fn: (tx: Db) => Promise<T>): Promise<T> =>
    tx ? fn(tx) : deps.db.transaction((x) => fn(x as unknown as Db));

  const describe = (kind: WalletEntryKind, ref: EntryRef) =>
    ref.description ?? {
      ar: t('ar', `wallet.entry.${kind === 'adjustment' ? 'charge' : kind}`),
      en: t('en', `wallet.entry.${kind === 'adjustment' ? 'charge' : kind}`),
    };

  async function record(tx: Db, owner: Owner, kind: WalletEntryKind, signed: number, balance: number, ref: EntryRef) {
    const d = describe(kind, ref);
    try {
      const entry = await repo(tx).insertEntry(
        owner,
        {
          kind,
          amount: signed,
          referenceType: ref.referenceType,
          referenceId: ref.referenceId,
          descriptionAr: d.ar,
          descriptionEn: d.en,
          idemKey: ref.idemKey,
          createdAt: deps.now(),
        },
        balance,
      );
      return { balance, entryId: entry.id };
    } catch (err) {
      if (isUniqueViolation(err)) throw fail('wallet.duplicate');
      throw err;
    }
  }

  const service = {
    balance: (owner: Owner) => repo().balance(owner),

    spend(owner: Owner, amount: number, ref: EntryRef, tx?: Db) {
      if (!Number.isInteger(amount) || amount <= 0) throw new RangeError(`wallet spend of ${amount}`);
      return inTx(tx, async (x) => {
        const r = repo(x);
        if (ref.idemKey && (await r.findEntryByKey(ref.idemKey))) throw fail('wallet.duplicate');
        const balance = await r.decreaseIfCovered(owner, amount, deps.now());
        if (balance === null) {
          const have = await r.balance(owner);
          throw fail('wallet.insufficient', { balance: formatSR(have), amount: formatSR(amount) });
        }
        return record(x, owner, 'payment', -amount, balance, ref);
      });
    },

    credit(owner: Owner, amount: number, kind: Exclude<WalletEntryKind, 'payment'>, ref: EntryRef, tx?: Db) {
      if (!Number.isInteger(amount) || amount <= 0) throw new RangeError(`wallet credit of ${amount}`);
      return inTx(tx, async (x) => {
        const r = repo(x);
        if (ref.idemKey && (await r.findEntryByKey(ref.idemKey))) throw fail('wallet.duplicate');
        const balance = await r.increase(owner, amount, deps.now());
        return record(x, owner, kind, amount, balance, ref);
      });
    },

    async entries(lang: Lang, owner: Owner) {
      const rows = await repo().entries(owner, WALLET_ENTRIES_LIMIT);
      return rows.map((e) => ({
        id: e.id,
        kind: e.kind,
        amount: toSR(e.amount),
        description: lang === 'en' ? e.descriptionEn : e.descriptionAr,
        created_at: formatDateTime(e.createdAt),
      }));
    },

    /** POST /user/frontend-charge-wallet: a card payment whose settlement credits the wallet. */
    async startCharge(userId: number, amountSR: number, baseUrl: string) {
      const amount = toHalalas(amountSR);
      const p = await deps.payments.start({
        payer: { role: 'user', id: userId },
        purpose: WALLET_CHARGE_PURPOSE,
        amount,
        referenceId: null,
        returnPath: '/walletView',
        baseUrl,
      });
      return { url: p.url, payment_id: p.id };
    },
  };

  /** Credits a card payment's amount to its payer once (the payment id keys the entry). */
  const creditPayment = (kind: 'charge' | 'refund') => async (payment: PaymentRow, tx: Db) => {
    const ref = { referenceType: 'payment', referenceId: payment.id, idemKey: `${kind}:payment:${payment.id}` };
    await service.credit({ role: payment.payerRole, id: payment.payerId }, payment.amount, kind, ref, tx);
  };
  // A settled charge credits the wallet; a paid payment its purpose could not use (order
  // cancelled meanwhile…) is refunded to the payer's wallet.
  deps.payments.onSettled(WALLET_CHARGE_PURPOSE, creditPayment('charge'));
  deps.payments.setRefundToWallet(creditPayment('refund'));

  return service;
}

export type WalletService = ReturnType<typeof createWalletService>;
