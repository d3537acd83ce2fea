/** Column builders the schema files share (not tables: index.ts does not export this file). */
import { type AnyPgColumn, integer, type ReferenceConfig, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A required foreign key: `integer not null references <column>`. */
export const requiredRef = <TName extends string>(name: TName, column: () => AnyPgColumn, actions?: ReferenceConfig['actions']) =>
  integer(name).notNull().references(column, actions);
