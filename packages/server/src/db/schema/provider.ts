import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { providers } from './identity';

/**
 * A provider's bank account for settlements (one per provider). The API names the fields
 * bank_name, bank_username, bank_account, bank_iban (sent as name, user_name, number, iban).
 * The IBAN is stored normalized (upper case, no spaces) and checked (SA + 22 digits, mod 97).
 */
export const providerBankAccounts = pgTable(
  'provider_bank_accounts',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    bankName: text('bank_name').notNull(),
    holderName: text('holder_name').notNull(),
    accountNumber: text('account_number').notNull(),
    iban: text('iban').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('provider_bank_accounts_provider_uq').on(t.providerId)],
);
