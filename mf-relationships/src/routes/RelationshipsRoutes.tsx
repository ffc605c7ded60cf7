import { Route, Routes } from 'react-router-dom';
import { RelationshipsPage } from '../features/relationships/RelationshipsPage';
import { ConnectPage } from '../features/connect/ConnectPage';
import { CheckinPage } from '../features/checkin/CheckinPage';
import { OwnedRoutesIndex } from '@shalom/shared/remote';

/** Paths this remote owns (the shell's route table mounts it on exactly these). */
export const OWNED_PATHS = ['/relationships', '/relationships/check-in', '/connect', '/connect/:id'] as const;

export function RelationshipsRoutes() {
  return (
    <Routes>
      <Route path="/relationships" element={<RelationshipsPage />} />
      {/* The couple's weekly check-in (issue 34): the couple's shared space is this remote's. */}
      <Route path="/relationships/check-in" element={<CheckinPage />} />
      {/* /connect with no id is spec §2's "Missing id": the page's Invalid Link. */}
      <Route path="/connect" element={<ConnectPage />} />
      <Route path="/connect/:id" element={<ConnectPage />} />
      {/* Only reachable when running alone: the shell mounts this remote on its own paths. */}
      <Route path="*" element={<OwnedRoutesIndex remoteName="mf-relationships" paths={OWNED_PATHS} />} />
    </Routes>
  );
}
