import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@souq/routes';
import { Button, EmptyState, Form, Input, LoadFailed, Placeholder, Price } from '@souq/ui';
import { DeleteOutlined, EditOutlined } from '@souq/ui/icons';
import { FilePicker } from '@/components/file-picker';
import { Confirm } from '@/components/confirm';
import { NS } from '@/config/namespace';
import { announce, notifyError, notifySuccess } from '@/lib/notify';
import { type ServiceInput, useDeleteService, useProviderServices, useStoreService } from '../api/services';
import { CategoryFields } from './category-fields';
import { PriceDurationFields } from './price-duration-fields';

function ServicesList() {
  const { t } = useTranslation(NS);
  const services = useProviderServices();
  const remove = useDeleteService();
  if (services.isPending) return <Placeholder lines={4} />;
  if (services.isError) return <LoadFailed onRetry={() => services.refetch()} error={services.error} />;
  if (!services.data.length) return <EmptyState message={t('works.noServices')} />;
  return (
    <ul className="pa-list">
      {services.data.map((s) => (
        <li key={s.id} className="pa-list__item">
          <div className="pa-list__main">
            <p className="pa-list__title">{s.name}</p>
            <div className="pa-list__meta">
              <Price amount={s.price} />
              <span>{t('days', { count: s.duration })}</span>
              {s.category.name ? <span>{s.category.name}</span> : null}
            </div>
          </div>
          <div className="pa-list__actions">
            <Link className="souq-btn" to={paths.editService.getHref({ id: s.id })} aria-label={t('works.editService', { name: s.name })}>
              <EditOutlined aria-hidden="true" /> {t('edit')}
            </Link>
            <Confirm onConfirm={() => announce(remove.mutateAsync(s.id), t('works.serviceDeleted'), t)}>
              <Button
                danger
                icon={<DeleteOutlined aria-hidden="true" />}
                loading={remove.isPending && remove.variables === s.id}
                aria-label={t('works.deleteService', { name: s.name })}
              >
                {t('delete')}
              </Button>
            </Confirm>
          </div>
        </li>
      ))}
    </ul>
  );
}

function AddServiceForm() {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<ServiceInput>();
  const store = useStoreService();
  const onFinish = (v: ServiceInput) =>
    store.mutate(v, {
      onSuccess: (res) => {
        notifySuccess(res.msg, t('works.serviceAdded'));
        form.resetFields();
      },
      onError: (err) => notifyError(err, t),
    });
  return (
    <Form form={form} noValidate layout="vertical" requiredMark={false} onFinish={onFinish} disabled={store.isPending}>
      <CategoryFields form={form} required />
      <PriceDurationFields />
      <Form.Item name="description" label={t('works.description')}>
        <Input.TextArea dir="auto" rows={3} maxLength={5000} />
      </Form.Item>
      <Form.Item name="images" label={t('works.images')} valuePropName="value">
        <FilePicker />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={store.isPending}>
        {t('works.addService')}
      </Button>
    </Form>
  );
}

/** The CV tab's offered services: list (edit, delete with confirmation) and the add form. */
export function ServicesSection() {
  const { t } = useTranslation(NS);
  return (
    <>
      <h2 className="pa-section-title">{t('works.myServices')}</h2>
      <ServicesList />
      <h2 className="pa-section-title">{t('works.addService')}</h2>
      <AddServiceForm />
    </>
  );
}
