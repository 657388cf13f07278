import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PageNotBuilt } from '@qce/shared-kit/ui';
import type { RemoteProps } from '@qce/shared-kit/remote';

export function App({ basename }: RemoteProps) {
  return (
    <BrowserRouter basename={basename}>
      <Routes>
        <Route
          path="sp/applications"
          element={<PageNotBuilt title="Sanitary Permit Applications" />}
        />
      </Routes>
    </BrowserRouter>
  );
}
