import '../pages/testing/jsdomPolyfills';
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { NotificationControls } from './NotificationControls';

const services = { supabase: null, userId: null };

test('back from the settings view, the focus returns to the Notification Settings button', () => {
  render(<NotificationControls services={services} onOpenSettings={() => undefined} focusSettings />);
  expect(screen.getByRole('button', { name: 'Notification Settings' })).toHaveFocus();
});

test('on a first visit to the dashboard the controls take no focus', () => {
  render(<NotificationControls services={services} onOpenSettings={() => undefined} />);
  expect(screen.getByRole('button', { name: 'Notification Settings' })).not.toHaveFocus();
});
