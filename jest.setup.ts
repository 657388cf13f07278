import '@testing-library/jest-dom';
import { pageQueryClient } from '@qce/shared-kit/data';
import { usePaginationStore } from '@qce/shared-kit/stores';
import { hearConsole } from '@qce/shared-kit/testing/console';

// A React warning or an unexpected console.error fails the test that caused it (issue 25 item 5).
hearConsole();

// The page's query cache and the client stores are one per page (modules of the kit): each test starts
// with an empty cache and no remembered page size.
afterEach(() => {
  pageQueryClient().clear();
  usePaginationStore.setState({ rowsPerPage: {} });
});
