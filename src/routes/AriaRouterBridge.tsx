import { RouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router';
import { ToastRegion } from '../ui/primitives';

/** Lets react-aria links and menu items navigate through the data router instead of reloading the page. */
export function AriaRouterBridge() {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <Outlet />
      <ToastRegion />
    </RouterProvider>
  );
}
