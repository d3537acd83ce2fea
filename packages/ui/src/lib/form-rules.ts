/** The antd rule of a required text field: blank or only spaces is missing, with `message` shown. */
export const requiredText = (message: string) => ({ required: true, whitespace: true, message });
