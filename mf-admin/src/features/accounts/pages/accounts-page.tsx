import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminSession } from '@souq/auth';
import type { AdminAccount } from '@souq/contracts';
import { ROUTES_NS } from '@souq/routes';
import { Button, DateText, Form, Input, Modal, requiredText, type TableColumnsType, Tag } from '@souq/ui';
import { ConfirmButton } from '@/components/confirm-button';
import { ConsoleLayout } from '@/components/console-layout';
import { DataList } from '@/components/data-list';
import { StatusTag } from '@/components/status-tag';
import { NS } from '@/config/namespace';
import { useAction } from '@/lib/use-action';
import { accountActions, adminsSource } from '../api/accounts';
import { TotpEnrolment } from '../components/totp-enrolment';

function AccountActions({ account }: { account: AdminAccount }) {
  const { t } = useTranslation(NS);
  const myId = useAdminSession((s) => s.admin_id);
  const suspend = useAction({ run: accountActions.suspend, success: t('accounts.suspended'), invalidate: [adminsSource.key] });
  const reinstate = useAction({ run: accountActions.reinstate, success: t('accounts.reinstated'), invalidate: [adminsSource.key] });
  if (String(account.id) === myId) return <Tag>{t('accounts.you')}</Tag>;
  const pending = suspend.isPending || reinstate.isPending;
  return account.status === 'suspended' ? (
    <ConfirmButton label={t('accounts.reinstate')} pending={pending} onConfirm={() => reinstate.mutate(account.id)} />
  ) : (
    <ConfirmButton label={t('accounts.suspend')} danger pending={pending} onConfirm={() => suspend.mutate(account.id)} />
  );
}

function CreateAdmin() {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const create = useAction({
    run: accountActions.create,
    success: t('accounts.created'),
    invalidate: [adminsSource.key],
    onDone: () => setOpen(false),
  });
  const required = requiredText(t('common.required'));
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        {t('accounts.add')}
      </Button>
      <Modal
        open={open}
        title={t('accounts.add')}
        onCancel={() => setOpen(false)}
        okText={t('save')}
        cancelText={t('cancel')}
        okButtonProps={{ htmlType: 'submit', form: 'create-admin', loading: create.isPending, disabled: create.isPending }}
        destroyOnHidden
      >
        <Form
          id="create-admin"
          layout="vertical"
          disabled={create.isPending}
          onFinish={(v: { name: string; email: string; password: string }) => create.mutate(v)}
        >
          <Form.Item name="name" label={t('common.name')} rules={[required]}>
            <Input />
          </Form.Item>
          <Form.Item name="email" label={t('login.email')} rules={[required, { type: 'email', message: t('login.emailFormat') }]}>
            <Input type="email" dir="ltr" />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={[required, { min: 8, message: t('accounts.passwordLength') }]}>
            <Input.Password dir="ltr" autoComplete="new-password" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** /admin/accounts: the operators, a new one, suspend/reinstate, and this admin's authenticator. */
export default function AccountsPage() {
  const { t } = useTranslation(NS);
  const columns: TableColumnsType<AdminAccount> = [
    { title: t('common.name'), dataIndex: 'name' },
    { title: t('login.email'), dataIndex: 'email', render: (e: string) => <span dir="ltr">{e}</span> },
    { title: t('accounts.totp'), dataIndex: 'totp_enabled', render: (on: boolean) => (on ? t('yes') : t('no')) },
    { title: t('common.status'), dataIndex: 'status', render: (s: string) => <StatusTag status={s} /> },
    { title: t('common.createdAt'), dataIndex: 'created_at', render: (d: string) => <DateText value={d} /> },
    { title: t('common.actions'), key: 'actions', render: (_, a) => <AccountActions account={a} /> },
  ];
  return (
    <ConsoleLayout title={t(`${ROUTES_NS}:adminAccounts`)} actions={<CreateAdmin />}>
      <TotpEnrolment />
      <div style={{ blockSize: 16 }} />
      <DataList<AdminAccount> label={t(`${ROUTES_NS}:adminAccounts`)} source={adminsSource} columns={columns} searchable={false} />
    </ConsoleLayout>
  );
}
