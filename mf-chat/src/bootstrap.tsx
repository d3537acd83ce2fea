// Standalone harness (QA): this remote's pages and widgets without the shell.
import { mountHarness } from '@souq/ui/harness';
import { pages } from './app/pages';

mountHarness({
  name: 'mf_chat',
  pages,
});
