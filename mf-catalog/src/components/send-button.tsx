import type { MouseEvent, ReactNode } from 'react';
import { Button } from '@souq/ui';
import { SendOutlined } from '@souq/ui/icons';

/** A form's submit: full width, large, with the send icon pointing the reading way. */
export function SendButton({ loading, onClick, children }: { loading: boolean; onClick?: (e: MouseEvent) => void; children: ReactNode }) {
  return (
    <Button
      type="primary"
      htmlType="submit"
      block
      size="large"
      icon={<SendOutlined aria-hidden="true" className="catalog-flip-rtl" />}
      loading={loading}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
