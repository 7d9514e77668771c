import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminPlaceholderPage } from './routes/AdminPlaceholderPage';

/** The admin area's screens. Every path here must also be listed in routePaths.ts. */
export function App() {
  return (
    <Routes>
      <Route path="/super-admin/login" element={<AdminPlaceholderPage title="Super Admin Login" />} />
      <Route path="/admin/login" element={<AdminPlaceholderPage title="Super Admin Login" />} />
      <Route path="/admin/signup" element={<AdminPlaceholderPage title="Request Admin Access" />} />
      <Route path="/super-admin/dashboard/*" element={<AdminPlaceholderPage title="Super Admin Dashboard" />} />
      <Route path="/forgot-password" element={<AdminPlaceholderPage title="Forgot Password" />} />
      <Route path="/reset-password/*" element={<AdminPlaceholderPage title="Reset Password" />} />
      <Route path="*" element={<Navigate to="/super-admin/login" replace />} />
    </Routes>
  );
}
