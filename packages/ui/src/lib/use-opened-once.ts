import { useState } from 'react';

/**
 * True from the first time `open` is true on. A closed modal is not mounted until then, so a
 * page's first view fetches none of the antd chunks (Modal, Form, Radio…) its dialogs need;
 * once opened it stays mounted and keeps its closing animation and state.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
