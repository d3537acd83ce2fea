/** Queries and inputs for antd in jsdom. */
import { screen, waitFor, within } from '@testing-library/react';
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

const titled = (title: string) => (el: Element) => el.querySelector('.ant-modal-title')?.textContent === title;

/**
 * The open modal with this title. (antd names dialogs through ids from `useId`, which are
 * all 'test-id' under NODE_ENV=test, so role queries by name are unreliable there.)
 */
export function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.queryAllByRole('dialog').find(titled(title));
    if (!dialog) throw new Error(`no open dialog titled "${title}"`);
    return dialog;
  });
}

export const queryDialog = (title: string): HTMLElement | undefined => screen.queryAllByRole('dialog').find(titled(title));

/** A file as a picker would give it. */
export const imageFile = (name: string, type = 'image/png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type });

/** The boxes of a one-time-code input (a group named `label`), once all `count` have rendered. */
export async function findCodeBoxes(label: string, scope: HTMLElement = document.body, count = 5): Promise<HTMLInputElement[]> {
  const group = await within(scope).findByRole('group', { name: label });
  return waitFor(() => {
    const boxes = within(group).getAllByRole('textbox') as HTMLInputElement[];
    if (boxes.length !== count) throw new Error(`expected ${count} code boxes, found ${boxes.length}`);
    return boxes;
  });
}
