import { AppShell } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';

/** Header, page and footer around every route. */
export function AppLayout() {
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header />
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
