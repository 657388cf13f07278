import '@testing-library/jest-dom';
import { pageQueryClient } from '@qce/shared-kit/data';

// The page's query cache is one per page (a module of the kit): each test starts with an empty one.
afterEach(() => pageQueryClient().clear());
