// The router facade: react-router is bundled once, inside this shared singleton, so the
// remotes' Link / useNavigate drive the host's router.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { NavigateFunction } from 'react-router';
