import '../i18n';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ibanChecksumOk, normalizeIban } from '@souq/contracts';
import { paths, ROUTES_NS } from '@souq/routes';
import { Button, Form, Input, LoadFailed, Placeholder } from '@souq/ui';
import { ProviderGate } from '@/components/provider-gate';
import { PageLayout } from '@/components/page-layout';
import { NS } from '@/config/namespace';
import { requiredRule } from '@/lib/form-rules';
import { notifyError, notifySuccess } from '@/lib/notify';
import { type BankAccountInput, useBankAccount, useSaveBankAccount } from '../api/bank-account';

function BankForm() {
  const { t } = useTranslation(NS);
  const account = useBankAccount();
  const save = useSaveBankAccount();
  const [form] = Form.useForm<BankAccountInput>();
  const mode = account.data ? 'update' : 'add';

  useEffect(() => {
    if (account.data)
      form.setFieldsValue({
        name: account.data.bank_name,
        user_name: account.data.bank_username,
        number: account.data.bank_account,
        iban: account.data.bank_iban,
      });
  }, [account.data, form]);

  if (account.isPending) return <Placeholder lines={8} />;
  if (account.isError) return <LoadFailed onRetry={() => account.refetch()} error={account.error} />;

  const onFinish = async (values: BankAccountInput) => {
    try {
      const res = await save.mutateAsync({ mode, body: { ...values, iban: normalizeIban(values.iban) } });
      notifySuccess(res.msg, t(mode === 'add' ? 'bank.added' : 'bank.updated'));
    } catch (err) {
      notifyError(err, t);
    }
  };

  return (
    <>
      <p style={{ marginBlockStart: 0 }}>{t(mode === 'add' ? 'bank.intro' : 'bank.introUpdate')}</p>
      <Form form={form} noValidate layout="vertical" requiredMark={false} onFinish={onFinish} disabled={save.isPending}>
        <Form.Item name="name" label={t('bank.bankName')} rules={[requiredRule(t)]}>
          <Input dir="auto" maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="user_name" label={t('bank.holder')} rules={[requiredRule(t)]}>
          <Input dir="auto" maxLength={100} autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="number"
          label={t('bank.number')}
          rules={[
            requiredRule(t),
            { pattern: /^[0-9A-Za-z\s-]{6,40}$/, message: t('bank.numberFormat') },
            {
              validator: async (_, v: string | undefined) => {
                const clean = String(v ?? '').replace(/[\s-]/g, '');
                if (clean && !/^[0-9A-Za-z]{6,30}$/.test(clean)) throw new Error(t('bank.numberFormat'));
              },
            },
          ]}
        >
          <Input dir="ltr" inputMode="numeric" maxLength={40} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="iban"
          label={t('bank.iban')}
          extra={t('bank.ibanHint')}
          rules={[
            requiredRule(t),
            {
              validator: async (_, v: string | undefined) => {
                if (!v?.trim()) return;
                const iban = normalizeIban(v);
                if (!/^SA\d{22}$/.test(iban)) throw new Error(t('bank.ibanFormat'));
                if (!ibanChecksumOk(iban)) throw new Error(t('bank.ibanChecksum'));
              },
            },
          ]}
        >
          <Input dir="ltr" placeholder="SA00 0000 0000 0000 0000 0000" maxLength={34} autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={save.isPending}>
          {t(mode === 'add' ? 'bank.add' : 'bank.update')}
        </Button>
      </Form>
    </>
  );
}

/** /bankView: add until an account exists, then update (docs/product/provider-back-office.md#bank-account). */
export default function BankViewPage() {
  const { t } = useTranslation(NS);
  const { t: title } = useTranslation(ROUTES_NS);
  return (
    <ProviderGate>
      <PageLayout
        narrow
        title={title('bankView')}
        actions={<Link to={paths.providerEditProfile.getHref()}>{t('common.editProfile')}</Link>}
      >
        <BankForm />
      </PageLayout>
    </ProviderGate>
  );
}
