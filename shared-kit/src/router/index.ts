// The router every app imports: react-router-dom, only the parts the apps use. A shared module is
// never tree-shaken (sharing all of react-router-dom is 61 KB gzip), and a router bundled per app put
// a second copy (14 KB gzip) on every track route; as a kit entry it is one small copy per page.
// Every export here is on every page, so tests take MemoryRouter from react-router-dom themselves.
export {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  useHref,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
