/**
 * /walletView — balance, the ledger, and a card top-up through the gateway page (which sends
 * the customer back here with `?payment_id=&payment_status=`; the balance grows once it settles).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@souq/api-client';
import type { WalletEntry } from '@souq/contracts';
import { toast } from '@souq/event-bus';
import { ROUTES_NS } from '@souq/routes';
import {
  Button,
  DateText,
  EmptyState,
  InputNumber,
  LoadFailed,
  Notice,
  Placeholder,
  Price,
  TextWithReferences,
  TitledSection,
} from '@souq/ui';
import { WalletOutlined } from '@souq/ui/icons';
import { NS } from '@/config/namespace';
import { useWalletBalance } from '@/lib/api/wallet';
import { usePaymentStatus } from '@/hooks/use-payment-return';
import { leaveForPayment } from '@/lib/payment-return';
import { useChargeWallet } from '../api/charge-wallet';
import { useWalletEntries } from '../api/get-wallet-entries';
import '../i18n';
import '@/components/store.css';
import './wallet.css';

const MIN_CHARGE = 1;
const MAX_CHARGE = 100_000;

export default function WalletViewPage() {
  const { t } = useTranslation(NS);
  const status = usePaymentStatus();
  const balance = useWalletBalance();

  return (
    <div className="souq-container store-page wallet-page">
      <header className="souq-page-head">
        <h1 className="store-page__title">{t(`${ROUTES_NS}:walletView`)}</h1>
      </header>

      {status === 'paid' ? (
        <div role="status" className="store-result">
          <Notice status="success" compact title={t('wallet.paidTitle')} description={t('wallet.paidText')} />
        </div>
      ) : status ? (
        <div role="alert" className="store-result">
          <Notice status="warning" compact title={t(`wallet.${status}Title`)} description={t(`wallet.${status}Text`)} />
        </div>
      ) : null}

      <div className="wallet-layout">
        <section className="store-panel wallet-balance" aria-labelledby="wallet-balance-title">
          <h2 id="wallet-balance-title" className="store-panel__title">
            <WalletOutlined aria-hidden="true" /> {t('wallet.balance')}
          </h2>
          {balance.isPending ? (
            <Placeholder shape="block" height={40} width="60%" />
          ) : balance.isError ? (
            <LoadFailed onRetry={() => void balance.refetch()} error={balance.error} />
          ) : (
            <p className="wallet-balance__amount" data-testid="wallet-balance">
              <Price amount={balance.data} />
            </p>
          )}
          <ChargeForm />
        </section>
        <Entries />
      </div>
    </div>
  );
}

function ChargeForm() {
  const { t } = useTranslation(NS);
  const [amount, setAmount] = useState<number | null>(null);
  const [error, setError] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const charge = useChargeWallet();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (amount === null || !Number.isFinite(amount) || amount < MIN_CHARGE || amount > MAX_CHARGE) {
      setError(true);
      return;
    }
    setError(false);
    charge.mutate(Math.round(amount * 100) / 100, {
      onSuccess: (res) => {
        setLeaving(true);
        toast.info(t('wallet.redirecting'));
        leaveForPayment(res.data.url);
      },
      onError: (err) => toast.error(errorMessage(err, t('wallet.failed'))),
    });
  };

  return (
    <form className="wallet-charge" onSubmit={submit} noValidate aria-labelledby="wallet-charge-title">
      <h3 id="wallet-charge-title" className="wallet-charge__title">
        {t('wallet.charge')}
      </h3>
      <label htmlFor="wallet-amount" className="store-label">
        {t('wallet.amount')}
      </label>
      <InputNumber
        id="wallet-amount"
        className="wallet-charge__input"
        min={MIN_CHARGE}
        max={MAX_CHARGE}
        precision={2}
        value={amount}
        onChange={(v) => setAmount(typeof v === 'number' ? v : v === null ? null : Number(v))}
        placeholder={t('wallet.amountPlaceholder')}
        status={error ? 'error' : undefined}
        aria-invalid={error}
        aria-describedby={error ? 'wallet-amount-error' : 'wallet-amount-hint'}
        disabled={charge.isPending || leaving}
      />
      {error ? (
        <p id="wallet-amount-error" className="wallet-charge__error" role="alert">
          {t('wallet.amountInvalid')}
        </p>
      ) : (
        <p id="wallet-amount-hint" className="store-muted wallet-charge__hint">
          {t('wallet.chargeHint')}
        </p>
      )}
      <Button type="primary" htmlType="submit" block loading={charge.isPending || leaving}>
        {t('wallet.chargeButton')}
      </Button>
    </form>
  );
}

function Entries() {
  const { t } = useTranslation(NS);
  const entries = useWalletEntries();
  return (
    <TitledSection
      className="store-panel wallet-entries"
      headingId="wallet-entries-title"
      heading={t('wallet.entries')}
      headingClassName="store-panel__title"
    >
      {entries.isPending ? (
        <Placeholder lines={5} />
      ) : entries.isError ? (
        <LoadFailed onRetry={() => void entries.refetch()} error={entries.error} />
      ) : entries.data.length === 0 ? (
        <EmptyState message={t('wallet.noEntries')} />
      ) : (
        <ul className="wallet-entries__list">
          {entries.data.map((e) => (
            <EntryRow key={e.id} entry={e} />
          ))}
        </ul>
      )}
    </TitledSection>
  );
}

function EntryRow({ entry }: { entry: WalletEntry }) {
  const { t } = useTranslation(NS);
  const incoming = entry.amount >= 0;
  return (
    <li className="wallet-entry">
      <div className="wallet-entry__body">
        <span className={`souq-chip${incoming ? '' : ' souq-chip--danger'}`}>{t(`wallet.kind.${entry.kind}`)}</span>
        <span dir="auto">
          <TextWithReferences text={entry.description} />
        </span>
        <DateText className="store-muted" value={entry.created_at} kind="dateTime" />
      </div>
      <span className={`wallet-entry__amount${incoming ? ' wallet-entry__amount--in' : ' wallet-entry__amount--out'}`}>
        <span aria-hidden="true">{incoming ? '+' : '−'}</span>
        <Price amount={Math.abs(entry.amount)} />
      </span>
    </li>
  );
}
