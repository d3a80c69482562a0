import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { pathFor, routeByName } from '../../contract/routes';
import { useViewer } from '../data/viewer';
import { useRouteName } from '../hooks/useRouteName';
import { authGate } from '../rules/authGate';
import { loginPathWithNext } from '../rules/safeNextPath';
import { RouteLoading } from './RootRoute';

/** Sends visitors from members-only routes to /login?next=<here> (see `authGate`). */
export function AuthGate({ children }: { children: ReactNode }) {
  const routeName = useRouteName();
  const { status } = useViewer();
  const location = useLocation();
  const decision = authGate(Boolean(routeName && routeByName(routeName)?.auth), status);
  if (decision === 'wait') return <RouteLoading />;
  if (decision === 'login') {
    return <Navigate to={loginPathWithNext(pathFor('login'), `${location.pathname}${location.search}`)} replace />;
  }
  return children;
}
