import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PageNotBuilt } from '@qce/shared-kit/ui';
import type { RemoteProps } from '@qce/shared-kit/remote';

export function App({ basename }: RemoteProps) {
  return (
    <BrowserRouter basename={basename}>
      <Routes>
        <Route
          path="recurring/:labType/applications"
          element={<PageNotBuilt title="Follow-up Applications" />}
        />
      </Routes>
    </BrowserRouter>
  );
}
