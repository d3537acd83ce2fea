/**
 * Request validation with zod. The first issue becomes a localized `fail` whose message
 * names the field in the user's language (field labels live in the catalogue as `fields.<name>`).
 */
import type { z } from 'zod';
import { fail } from './errors';
import { hasMessage } from './i18n';

export function fieldLabel(path: PropertyKey[]): string {
  const name = String(path.find((p) => typeof p === 'string') ?? 'field').replace(/\[\]$/, '');
  const key = `fields.${name}`;
  return hasMessage(key) ? key : name;
}

export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // reportInput: an issue carries the value it rejected, so a missing value ("required")
  // and a wrong one ("must be a number") read differently.
  const result = schema.safeParse(input ?? {}, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = fieldLabel(issue.path);
  // A custom refinement may carry its own message key in `message`.
  if (issue.code === 'custom' && issue.message && hasMessage(issue.message)) throw fail(issue.message, { field });
  switch (issue.code) {
    case 'invalid_type':
      if ((issue as { input?: unknown }).input === undefined || (issue as { input?: unknown }).input === '')
        throw fail('validation.required', { field });
      if (issue.expected === 'number' || issue.expected === 'int') throw fail('validation.number', { field });
      throw fail('validation.invalid', { field });
    case 'too_small':
      if (issue.origin === 'string') {
        if (Number(issue.minimum) <= 1) throw fail('validation.required', { field });
        throw fail('validation.min_length', { field, min: Number(issue.minimum) });
      }
      throw fail('validation.min', { field, min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') throw fail('validation.max_length', { field, max: Number(issue.maximum) });
      throw fail('validation.max', { field, max: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') throw fail('validation.email', { field });
      throw fail('validation.invalid', { field });
    default:
      throw fail('validation.invalid', { field });
  }
}
