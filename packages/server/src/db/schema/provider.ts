import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { providers } from './identity';
import { createdAt, requiredRef } from './columns';

/**
 * A provider's bank account for settlements (one per provider). The API names the fields
 * bank_name, bank_username, bank_account, bank_iban (sent as name, user_name, number, iban).
 * The IBAN is stored normalized (upper case, no spaces) and checked (SA + 22 digits, mod 97).
 */
export const providerBankAccounts = pgTable(
  'provider_bank_accounts',
  {
    id: serial('id').primaryKey(),
    providerId: requiredRef('provider_id', () => providers.id, { onDelete: 'cascade' }),
    bankName: text('bank_name').notNull(),
    holderName: text('holder_name').notNull(),
    accountNumber: text('account_number').notNull(),
    iban: text('iban').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('provider_bank_accounts_provider_uq').on(t.providerId)],
);
