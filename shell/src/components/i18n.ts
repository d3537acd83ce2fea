/** The 'inputs' namespace: the shared phone and code inputs of ./ (ar default, en). */
import { addNamespace } from '@souq/i18n';

export const INPUTS_NS = 'inputs';

const ar = {
  phone: 'رقم الجوال',
  countryCode: 'رمز الدولة',
  phoneRequired: 'يرجى إدخال رقم الجوال',
  phoneDigits: 'رقم الجوال يجب أن يتكون من أرقام فقط',
  countryRequired: 'يرجى اختيار رمز الدولة',
  phonePlaceholder: '5xxxxxxxx',
  changePhone: 'تغيير رقم الجوال',
  code: 'رمز التحقق',
  digit: 'الرقم {{n}} من {{total}}',
  noCountries: 'لا توجد دول',
};

const en: typeof ar = {
  phone: 'Mobile number',
  countryCode: 'Country code',
  phoneRequired: 'Please enter your mobile number',
  phoneDigits: 'The mobile number must contain digits only',
  countryRequired: 'Please choose a country code',
  phonePlaceholder: '5xxxxxxxx',
  changePhone: 'Change mobile number',
  code: 'Verification code',
  digit: 'Digit {{n}} of {{total}}',
  noCountries: 'No countries',
};

export const inputsTranslations = { ar, en };

addNamespace(INPUTS_NS, inputsTranslations);
