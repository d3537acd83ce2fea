import { useTranslation } from 'react-i18next';
import { toast } from '@souq/event-bus';
import { Form } from '@souq/ui';
import { notifyError } from '../utils';

/**
 * A form that sends what it holds: on success the server's msg (else `sent`) is shown and the
 * form is cleared; on failure the error is shown and the fields are kept.
 */
export function useSendForm<T>(send: (values: T) => Promise<{ msg?: string }>, sent: string) {
  const { t } = useTranslation('static');
  const [form] = Form.useForm<T>();
  const onFinish = async (values: T) => {
    try {
      const res = await send(values);
      toast.success(res.msg || sent);
      form.resetFields();
    } catch (err) {
      notifyError(err, t);
    }
  };
  return { form, onFinish };
}
