/** The shell's i18next namespace (its own module so feature i18n files can import it without a cycle). */
export const SHELL_NS = 'shell';
