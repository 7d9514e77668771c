import { useEffect } from 'react';
import { Route, Routes, matchPath, useLocation } from 'react-router-dom';
import { notFoundRoute, pageTitle, siteRoutes } from './routes';

function useDocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    const route = siteRoutes.find((candidate) => matchPath(candidate.path, pathname)) ?? notFoundRoute;
    document.title = pageTitle(route);
  }, [pathname]);
}

export function App() {
  useDocumentTitle();
  return (
    <Routes>
      {siteRoutes.map((route) => (
        <Route key={route.path} path={route.path} element={route.element} />
      ))}
      <Route path="*" element={notFoundRoute.element} />
    </Routes>
  );
}
