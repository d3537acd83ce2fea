import { useEffect } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';
import { getSession } from '@souq/auth';

interface SignOutState {
  signOut?: boolean;
}

/**
 * Leave a login-only page and drop the session once the target page is shown. Signing out
 * before the switch lets the route guard of the page we leave send the user home instead
 * of to the login screen, so the target page (the login form) does it on arrival.
 */
export function signOutTo(navigate: NavigateFunction, to: string) {
  void navigate(to, { replace: true, state: { signOut: true } satisfies SignOutState });
}

/** Used by the login screens: finish a sign-out requested by `signOutTo`. */
export function useSignOutOnArrival() {
  const location = useLocation();
  const navigate = useNavigate();
  const requested = Boolean((location.state as SignOutState | null)?.signOut);
  useEffect(() => {
    if (!requested) return;
    getSession().signOut();
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [requested, navigate, location.pathname, location.search]);
}
