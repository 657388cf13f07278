import { BrowserRouter } from '@qce/shared-kit/router';
import { AppRoutes } from './app-routes';

/** The shell: its own router (bundled, no basename; every path starts with /qce). */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
