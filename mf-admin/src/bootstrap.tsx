// Standalone harness (QA): the admin console's pages without the shell (sign in at /admin/login).
import { mountHarness } from '@souq/ui/harness';
import { pages } from './app/pages';

mountHarness({
  name: 'mf_admin',
  pages,
});
