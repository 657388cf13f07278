import '@testing-library/jest-dom';
import { pageQueryClient } from '@qce/shared-kit/data';
import { forgetStoreArea } from '@qce/shared-kit/storage';
import { hearConsole } from '@qce/testing/console';
import { installDialogShim } from '@qce/testing/dialog';

// A React warning or an unexpected console.error fails the test that caused it (issue 25 item 5).
hearConsole();

// jsdom has no showModal()/close(): the kit's Dialog runs on a shim of them (tests only).
installDialogShim();

// The page's query cache is one per page (a module of the kit) and the remembered page sizes are the
// tab's: each test starts with an empty cache and no remembered page size.
afterEach(() => {
  pageQueryClient().clear();
  forgetStoreArea('pagination');
});
