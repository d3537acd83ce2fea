import { useMutation } from '@tanstack/react-query';
import { registerProvider } from '@souq/api-client';
import { deviceFields } from '../utils/device';

export interface ProviderRegisterInput {
  image?: File | null;
  name: string;
  phone: string;
  country_code: string;
  email: string;
  city_id: number | string;
  /** '' means "both kinds" (docs/legacy-client.md#ec-6-24: the register form sends section_id '' for both). */
  section_id: number | string;
  password: string;
  password_confirmation: string;
  is_conditions: boolean;
}

/** Always multipart: the server reads the optional image from the same form. */
export function toProviderRegisterForm(input: ProviderRegisterInput): FormData {
  const fd = new FormData();
  if (input.image) fd.append('image', input.image);
  fd.append('name', input.name);
  fd.append('phone', input.phone);
  fd.append('country_code', input.country_code);
  fd.append('email', input.email);
  fd.append('city_id', String(input.city_id));
  fd.append('section_id', String(input.section_id ?? ''));
  fd.append('password', input.password);
  fd.append('password_confirmation', input.password_confirmation);
  fd.append('is_conditions', input.is_conditions ? '1' : '0');
  for (const [k, v] of Object.entries(deviceFields())) fd.append(k, v);
  return fd;
}

export async function providerRegister(input: ProviderRegisterInput) {
  return registerProvider(toProviderRegisterForm(input));
}

export const useProviderRegister = () => useMutation({ mutationFn: providerRegister });
