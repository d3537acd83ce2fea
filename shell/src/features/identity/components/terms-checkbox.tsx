import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Checkbox, Form } from '@souq/ui';
import { paths } from '@souq/routes';

/**
 * Terms acceptance. Not blocked client-side: the server decides and its message is shown
 * (docs/product/README.md#validation-rules); the value is sent as is_conditions 1 or 0.
 */
export function TermsCheckbox() {
  const { t } = useTranslation('identity');
  return (
    <Form.Item name="is_conditions" valuePropName="checked" initialValue={false}>
      <Checkbox>
        {t('links.termsPrefix')}{' '}
        <Link to={paths.conditions.getHref()} target="_blank" rel="noopener">
          {t('links.terms')}
        </Link>
      </Checkbox>
    </Form.Item>
  );
}
