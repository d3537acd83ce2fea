import { useTranslation } from 'react-i18next';
import { errorMessage } from '@souq/api-client';
import { toast } from '@souq/event-bus';
import { PlainButton, useNeedLogin } from '@souq/ui';
import { CheckCircleOutlined, PlusOutlined } from '@souq/ui/icons';
import { NS } from '@/config/i18n';
import { useFollowProvider } from '../api/follow-provider';
import { useUnfollowProvider } from '../api/unfollow-provider';

export interface FollowButtonProps {
  providerId: number;
  serviceId: number | null;
  following: boolean;
}

/** Follow / unfollow (customers). Visitors get the need-login modal; providers never see it. */
export function FollowButton({ providerId, serviceId, following }: FollowButtonProps) {
  const { t } = useTranslation(NS);
  const { ensureSignedIn } = useNeedLogin();
  const follow = useFollowProvider(providerId, serviceId);
  const unfollow = useUnfollowProvider(providerId, serviceId);
  const pending = follow.isPending || unfollow.isPending;

  const onClick = () => {
    if (!ensureSignedIn()) return;
    const mutation = following ? unfollow : follow;
    mutation.mutate(undefined, {
      onSuccess: (res) => toast.success(res.msg || t(following ? 'profile.unfollowed' : 'profile.followed')),
      onError: (err) => toast.error(errorMessage(err, t('common.genericError'))),
    });
  };

  return (
    <PlainButton
      variant={following ? 'default' : 'primary'}
      icon={following ? <CheckCircleOutlined aria-hidden="true" /> : <PlusOutlined aria-hidden="true" />}
      onClick={onClick}
      loading={pending}
      aria-pressed={following}
    >
      {following ? t('profile.unfollow') : t('profile.follow')}
    </PlainButton>
  );
}
