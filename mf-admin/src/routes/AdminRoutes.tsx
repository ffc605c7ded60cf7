import { Route, Routes } from 'react-router-dom';
import { OwnedRoutesIndex } from '@shalom/shared/remote';
import { FeedbackDashboardPage } from '../features/feedback-dashboard/FeedbackDashboardPage';
import { FeedbackFormPage } from '../features/feedback-form/FeedbackFormPage';

/** Paths this remote owns (the shell's route table mounts it on exactly these). */
export const OWNED_PATHS = ['/feedback', '/admin/feedback'] as const;

export function AdminRoutes() {
  return (
    <Routes>
      <Route path="/feedback" element={<FeedbackFormPage />} />
      <Route path="/admin/feedback" element={<FeedbackDashboardPage />} />
      {/* Only reachable when running alone: the shell mounts this remote on its own paths. */}
      <Route path="*" element={<OwnedRoutesIndex remoteName="mf-admin" paths={OWNED_PATHS} />} />
    </Routes>
  );
}
