/**
 * The whole message catalogue: every module's `*.messages.ts` joined once. `MessageKey` is
 * the union of their keys, so a mistyped key in `fail(…)`, `ok(…)` or `t(…)` fails to compile.
 */
import { coreMessages } from './lib/core.messages';
import { AdminMessages } from './modules/admin/admin.messages';
import { CommerceMessages } from './modules/commerce/commerce.messages';
import { ChatMessages } from './modules/chat/chat.messages';
import { CatalogMessages } from './modules/catalog/catalog.messages';
import { DevMessages } from './modules/dev/dev.messages';
import { IdentityMessages } from './modules/identity/identity.messages';
import { LookupsMessages } from './modules/lookups/lookups.messages';
import { NotificationMessages } from './modules/notifications/notification.messages';
import { ProviderMessages } from './modules/provider/provider.messages';
import { RequestMessages } from './modules/requests/requests.messages';
import { WalletMessages } from './modules/wallet/wallet.messages';
import { PaymentMessages } from './modules/payments/payments.messages';
import { OrderMessages } from './modules/orders/orders.messages';
import { StorageMessages } from './modules/storage/storage.messages';
import { SmsMessages } from './modules/sms/sms.messages';
import { ReleaseMessages } from './modules/releases/releases.messages';

export const messages = {
  ...coreMessages,
  ...IdentityMessages,
  ...CatalogMessages,
  ...CommerceMessages,
  ...RequestMessages,
  ...WalletMessages,
  ...PaymentMessages,
  ...ProviderMessages,
  ...NotificationMessages,
  ...LookupsMessages,
  ...AdminMessages,
  ...DevMessages,
  ...ChatMessages,
  ...OrderMessages,
  ...StorageMessages,
  ...SmsMessages,
  ...ReleaseMessages,
};

export type MessageKey = keyof typeof messages;
