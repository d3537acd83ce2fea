import { Pagination } from '../lazy-antd';
import { useTranslation } from 'react-i18next';
import { UI_NS } from '../lib/i18n';

export interface PagerProps {
  total: number;
  perPage: number;
  current: number;
  onChange: (page: number) => void;
}

/** The paginator appears only when the total exceeds the page size (docs/product/README.md#constants). */
export function Pager({ total, perPage, current, onChange }: PagerProps) {
  const { t } = useTranslation(UI_NS);
  if (!(total > perPage) || perPage <= 0) return null;
  return (
    <nav className="souq-pager" aria-label={t('pager.label')}>
      <Pagination total={total} pageSize={perPage} current={current} onChange={onChange} showSizeChanger={false} />
    </nav>
  );
}
