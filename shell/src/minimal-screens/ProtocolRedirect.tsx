import { Navigate, useSearchParams } from 'react-router-dom';
import { protocolTarget } from './protocolTarget';

/** /protocol?url=…: opens an app link handed over by the OS (registered protocol handler). */
export function ProtocolRedirect() {
  const [params] = useSearchParams();
  return <Navigate to={protocolTarget(params.get('url'), window.location.origin)} replace />;
}
