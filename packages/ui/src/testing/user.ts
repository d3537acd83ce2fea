/** userEvent helpers for antd forms in jsdom. */
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/**
 * userEvent without the per-event pointer-events check: that check calls getComputedStyle
 * up the tree, which is very slow in jsdom with antd's injected styles.
 */
export const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** Types a whole value at once (one input event): much faster than per-key typing with antd. */
export async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}
