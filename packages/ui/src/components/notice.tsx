import type { ReactNode } from 'react';
import { CheckCircleOutlined, InfoCircleOutlined, WarningOutlined } from '@ant-design/icons';

export interface NoticeProps {
  status?: 'info' | 'warning' | 'success';
  title: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
  compact?: boolean;
}

const ICONS = { info: InfoCircleOutlined, warning: WarningOutlined, success: CheckCircleOutlined };

/**
 * A light stand-in for antd Result (icon, title, text, actions) for the widgets on every
 * page: Result itself pulls large illustrations and is loaded lazily.
 */
export function Notice({ status = 'info', title, description, extra, compact = false }: NoticeProps) {
  const Icon = ICONS[status];
  return (
    <div className={`souq-notice souq-notice--${status}${compact ? ' souq-notice--compact' : ''}`}>
      <Icon className="souq-notice__icon" aria-hidden="true" />
      <div className="souq-notice__title">{title}</div>
      {description ? <div className="souq-notice__description">{description}</div> : null}
      {extra ? <div className="souq-notice__extra">{extra}</div> : null}
    </div>
  );
}
