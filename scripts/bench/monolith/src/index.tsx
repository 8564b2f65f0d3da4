// The monolith floor's page: the six modules' routes in one router, each screen the same lazy
// chunk as in its remote, inside the providers every signed-in screen has (startApp's settings,
// HTTP client, theme and feedback; the query cache). No layout, no session check: the session
// the bench writes into localStorage is used as it is.
import { Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { startApp } from '@mv-admin/shared-ui/startup';
import { SignedInProviders } from '@mv-admin/shared-ui/startup/signed-in';
import billing from '../../../../mf-billing/src/module';
import deliveryPricing from '../../../../mf-delivery-pricing/src/module';
import jobs from '../../../../mf-jobs/src/module';
import locations from '../../../../mf-locations/src/module';
import tickets from '../../../../mf-tickets/src/module';
import usersOnboarding from '../../../../mf-users-onboarding/src/module';

const modules = [jobs, tickets, locations, deliveryPricing, usersOnboarding, billing];

void startApp({
  routes: () => (
    <Routes>
      <Route
        element={
          <SignedInProviders>
            <Suspense fallback={null}>
              <Outlet />
            </Suspense>
          </SignedInProviders>
        }
      >
        {modules.flatMap((m) => m.routes.map((r) => <Route key={r.path} path={r.path} Component={r.Component} />))}
      </Route>
    </Routes>
  ),
});
